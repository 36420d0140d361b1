/**
 * Goal reaching: the preferred velocity towards an agent's current goal, through its goal
 * sequence. Plain Java.
 */
package org.crowdstudio.steering.goal;

/**
 * User control: an agent steered from outside the simulation, by the workbench, a game pad or a
 * script, through the live simulation API. Plain Java.
 */
package org.crowdstudio.steering.user;

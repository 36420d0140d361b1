/**
 * Global navigation: from the environment's bounds and obstacles, a grid of how far each cell is
 * from the nearest wall, one distance field per shared goal and body size (the floor-field
 * approach), and a waypoint modifier that hands each agent the farthest corner of its shortest
 * path it can walk to in a straight line. Plain Java.
 */
package org.crowdstudio.steering.navigation;

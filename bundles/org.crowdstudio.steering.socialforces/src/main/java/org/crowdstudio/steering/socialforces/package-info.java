/**
 * The social force model of Helbing and Molnár ("Social force model for pedestrian dynamics",
 * Phys. Rev. E 51, 1995): each agent accelerates towards its preferred velocity within a
 * relaxation time and is pushed away from other agents by an elliptical potential stretched
 * along their step, and from walls and obstacles by an exponential one. One of the three
 * avoidance models the social-crowds paper runs its social layer on. Plain Java.
 */
package org.crowdstudio.steering.socialforces;

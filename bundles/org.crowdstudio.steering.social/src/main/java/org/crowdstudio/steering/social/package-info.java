/**
 * The social layer of the transactional-analysis paper (Ricks and Egbert): friendship, interest
 * and mood decide who stops to talk and who walks in pairs, on top of any collision avoidance.
 * {@link org.crowdstudio.steering.social.SocialLayer} decides once per step, before agents move,
 * which pairs socialise; the waypoint modifier {@code social-ta} only sends agents to temporary
 * waypoints at a pace. Plain Java.
 */
package org.crowdstudio.steering.social;

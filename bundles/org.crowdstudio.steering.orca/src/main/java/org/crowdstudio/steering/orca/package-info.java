/**
 * ORCA, optimal reciprocal collision avoidance (van den Berg, Guy, Lin, Manocha: "Reciprocal n-body
 * collision avoidance", 2011): each agent takes half the responsibility for avoiding each
 * neighbour, which gives one half-plane of allowed velocities per neighbour; the new velocity is
 * the one closest to the preferred velocity inside all half-planes and the max-speed disk, found
 * by a small incremental linear program. The IF paper's "IFs+RVO" profile uses it. Plain Java.
 */
package org.crowdstudio.steering.orca;

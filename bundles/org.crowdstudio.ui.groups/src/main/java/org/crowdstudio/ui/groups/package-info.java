/**
 * The workbench's view of groups by velocity connection (VC paper §3): the Simulation view's
 * groups overlay, contributed through {@code org.crowdstudio.ui.simulationOverlays}. It draws each
 * agent's groups as coloured rings, marks leaders with a crown in their group's colour, and draws
 * the connection neighbours (n^c, §3.3) each agent's solver chose in the step shown as thin lines.
 */
package org.crowdstudio.ui.groups;

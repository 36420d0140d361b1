/**
 * The workbench's side of anisotropic fields (AF paper): the field brush, a view in which the
 * artist paints a field's strokes and sees its entropy colour map and the distribution under the
 * cursor, and the simulation view's overlay of the fields a run is steered by.
 */
package org.crowdstudio.ui.anisotropic;

package org.crowdstudio.ui.simulation;

import org.eclipse.swt.SWT;

/**
 * Turns the arrow keys and WASD held down into a direction for a user-controlled agent, as the IF
 * paper's scenarios steer their seeker and VIP: up is +y on the plan, diagonals are unit length.
 */
final class KeyboardSteering {

    private boolean up;
    private boolean down;
    private boolean left;
    private boolean right;

    /** @return whether the key is one of the steering keys (and the direction may have changed) */
    boolean update(int keyCode, boolean pressed) {
        switch (keyCode) {
            case SWT.ARROW_UP, 'w' -> up = pressed;
            case SWT.ARROW_DOWN, 's' -> down = pressed;
            case SWT.ARROW_LEFT, 'a' -> left = pressed;
            case SWT.ARROW_RIGHT, 'd' -> right = pressed;
            default -> {
                return false;
            }
        }
        return true;
    }

    /** The unit direction of the keys held, or (0, 0). */
    double[] direction() {
        double x = (right ? 1 : 0) - (left ? 1 : 0);
        double y = (up ? 1 : 0) - (down ? 1 : 0);
        double length = Math.hypot(x, y);
        return length == 0 ? new double[] {0, 0} : new double[] {x / length, y / length};
    }
}

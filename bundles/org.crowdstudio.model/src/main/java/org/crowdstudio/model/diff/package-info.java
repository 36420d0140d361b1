/**
 * Semantic diff of scenarios: elements are matched by their stable id, not by position, and the
 * differences are reported as added, removed, moved and changed elements with their paths and old
 * and new values. Used by {@code crowdstudio diff} and as a git diff driver.
 */
package org.crowdstudio.model.diff;

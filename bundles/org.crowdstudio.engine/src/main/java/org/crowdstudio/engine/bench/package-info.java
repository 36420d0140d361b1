/** The standard performance benchmark, shared by {@code crowdstudio bench} and the performance docs. */
package org.crowdstudio.engine.bench;

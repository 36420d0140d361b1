/** Ready-made settings for scenario elements, such as the social trait presets of the TA paper's Table 1. */
package org.crowdstudio.model.presets;

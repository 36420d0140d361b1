/** What the workbench's contribution points share: a registry of contributions by id, filled from an extension point. */
package org.crowdstudio.ui.spi;

/** The Scenarios view: a folder of scenario files, to open, rename, delete and compare. */
package org.crowdstudio.ui.navigator;

/**
 * The scenario compiler: turns a loaded scenario model into the simulation kernel's runtime form
 * (structure-of-arrays crowd, one compiled pipeline per behaviour profile, obstacle geometry,
 * global values), so that the kernel never touches EMF objects while it runs. Plain Java and EMF:
 * it runs on a plain classpath (command line, tests) and inside Equinox alike.
 */
package org.crowdstudio.compiler;

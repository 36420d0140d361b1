/**
 * Reading and writing {@code .crowd} scenario files: deterministic, diff-friendly XMI, atomic saves
 * that keep the previous file as {@code .bak}, format versions with migrations, and load errors
 * that name the file, the line and the problem.
 */
package org.crowdstudio.model.io;

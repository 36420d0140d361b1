/**
 * The {@code crowdstudio} command line.
 *
 * <p>Headless subcommands ({@code version} now; {@code validate}, {@code diff}, {@code simulate} and
 * {@code bench} as the model and engine grow) are picocli commands in plain Java, so they are
 * tested on a plain classpath. {@link org.crowdstudio.cli.CliApplication} is the thin Equinox
 * application that runs them inside the installed product. Every command reports bad input as a
 * one-line message and an exit code, never as a stack trace.
 */
package org.crowdstudio.cli;

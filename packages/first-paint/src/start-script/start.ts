// The start script: the shell's HTML has it as its one script tag (the build compiles this file, see
// ../build/start-script-plugin.cjs). It runs the shell's entry after the first paint.
import { runEntryAfterFirstPaint } from './run-entry-after-first-paint';

runEntryAfterFirstPaint(window);

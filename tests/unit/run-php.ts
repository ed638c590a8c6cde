/**
 * Runs a PHP snippet through the `php` command line (as unit tests that compare the server's
 * rules with the editor's do) and returns what it prints, decoded from JSON. PHP's errors go to
 * stderr, so a warning cannot pass for an answer.
 *
 * @param script The PHP code, without `<?php`; it reads its arguments from `$argv[1…]`.
 * @param args   The arguments.
 * @return The decoded output.
 */
import { execFileSync } from 'child_process';

export function runPhp< T >( script: string, args: string[] ): T {
	return JSON.parse(
		execFileSync(
			'php',
			[ '-d', 'display_errors=stderr', '-r', script, '--', ...args ],
			{ encoding: 'utf8' }
		)
	) as T;
}

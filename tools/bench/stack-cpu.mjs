/**
 * The CPU time the site's own processes have used (every node's nginx and php-fpm, MariaDB,
 * Redis, and their workers), read from /proc: on a machine of few cores shared with the load's
 * own client, the CPU a request costs says more than the requests per second the machine
 * reached.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { stackPids } from '../lib/native-wp.mjs';

const TICKS_PER_SECOND =
	Number( spawnSync( 'getconf', [ 'CLK_TCK' ] ).stdout?.toString().trim() ) ||
	100;

/**
 * CPU seconds (user and system, with those of exited children) of every process in the
 * stack's process groups: each server is the leader of its own group, its workers are in it.
 *
 * @param {Object} stack The stack (startNativeWordPress()'s `stack`).
 * @return {number} Seconds.
 */
export function stackCpuSeconds( stack ) {
	const groups = new Set( stackPids( stack ) );
	let ticks = 0;
	for ( const entry of readdirSync( '/proc' ) ) {
		if ( ! /^\d+$/.test( entry ) ) {
			continue;
		}
		let stat;
		try {
			stat = readFileSync( `/proc/${ entry }/stat`, 'utf8' );
		} catch {
			continue; // Exited meanwhile.
		}
		// After "pid (comm) ": state, ppid, pgrp, …, utime (14th field), stime, cutime, cstime.
		const fields = stat.slice( stat.lastIndexOf( ')' ) + 2 ).split( ' ' );
		if ( groups.has( Number( fields[ 2 ] ) ) ) {
			ticks += fields
				.slice( 11, 15 )
				.reduce( ( sum, n ) => sum + Number( n ), 0 );
		}
	}
	return ticks / TICKS_PER_SECOND;
}

/**
 * The site's Mailchimp connection, checked when the block mounts (unless it is the inserter's
 * preview) and again on "Re-check Connection". A re-check keeps the last state until it
 * answers; an answer that came after a newer request, or after unmounting, is ignored.
 */
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { getConnection } from '../api';
import { CHECKING, type Connection } from '../connection';

export function useConnection( enabled: boolean ): {
	connection: Connection;
	rechecking: boolean;
	recheck: () => void;
} {
	const [ connection, setConnection ] = useState< Connection >( CHECKING );
	const [ rechecking, setRechecking ] = useState( false );
	const latest = useRef( 0 );
	const mounted = useRef( true );

	const check = useCallback( ( isRecheck: boolean ) => {
		latest.current += 1;
		const request = latest.current;
		setRechecking( isRecheck );
		getConnection().then( ( answer ) => {
			if ( mounted.current && request === latest.current ) {
				setConnection( answer );
				setRechecking( false );
			}
		} );
	}, [] );

	useEffect( () => {
		mounted.current = true;
		if ( enabled ) {
			check( false );
		}
		const flag = mounted;
		return () => {
			flag.current = false;
		};
	}, [ enabled, check ] );

	const recheck = useCallback( () => check( true ), [ check ] );
	return { connection, rechecking, recheck };
}

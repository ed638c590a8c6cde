/**
 * The map in the editor: a spinner while mapbox-gl loads (through import(), only when a map
 * block is on screen), then the map, redrawn in place as the attributes change. When the
 * library, its stylesheet or the drawing code cannot be loaded, the block says so and offers to
 * try again (`@shared/load-failed`). Errors the map library reports later (a refused token,
 * tiles or a style that failed) go to `handlers.onError`.
 */
import { Spinner } from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';
import { LoadFailed } from '@shared/load-failed';
import type { DrawHandlers, DrawOptions, DrawnMap } from '../draw';
import { loadMapbox } from '../load-mapbox';

export default function MapCanvas( {
	options,
	handlers,
	onError,
	children,
}: {
	options: DrawOptions;
	handlers: DrawHandlers;
	onError: ( message: string ) => void;
	children?: ReactNode;
} ) {
	const container = useRef< HTMLDivElement >( null );
	const drawn = useRef< DrawnMap | null >( null );
	const latestHandlers = useRef( handlers );
	latestHandlers.current = handlers;
	const latestOptions = useRef( options );
	latestOptions.current = options;
	const [ loaded, setLoaded ] = useState( false );
	const [ failed, setFailed ] = useState( false );
	const [ attempt, setAttempt ] = useState( 0 );

	useEffect( () => {
		let cancelled = false;
		const element = container.current;
		if ( ! element ) {
			return;
		}
		Promise.all( [
			loadMapbox( element.ownerDocument ),
			import( /* webpackChunkName: "map-draw" */ '../draw' ),
		] ).then(
			( [ mapbox, { drawMap } ] ) => {
				if ( cancelled ) {
					return;
				}
				try {
					drawn.current = drawMap(
						mapbox,
						element,
						latestOptions.current,
						{
							onDrawn: ( count ) =>
								latestHandlers.current.onDrawn?.( count ),
							onMarkerClick: ( point ) =>
								latestHandlers.current.onMarkerClick?.( point ),
							onMapClick: () =>
								latestHandlers.current.onMapClick?.(),
							onMoveEnd: ( center, zoom ) =>
								latestHandlers.current.onMoveEnd?.(
									center,
									zoom
								),
							onError: ( error ) =>
								latestHandlers.current.onError?.( error ),
						}
					);
				} catch ( error ) {
					onError( ( error as Error ).message );
					return;
				}
				setLoaded( true );
			},
			() => ! cancelled && setFailed( true )
		);
		return () => {
			cancelled = true;
			drawn.current?.remove();
			drawn.current = null;
		};
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ attempt ] );

	useEffect( () => {
		drawn.current?.update( options );
	}, [ options ] );

	return (
		<div className="wp-block-jetpack-map__map-wrapper">
			{ failed && (
				<LoadFailed
					message={ __(
						'The map could not be loaded.',
						'blockpack'
					) }
					onRetry={ () => {
						setFailed( false );
						setAttempt( ( n ) => n + 1 );
					} }
				/>
			) }
			{ ! loaded && ! failed && (
				<div className="wp-block-jetpack-map__spinner">
					<Spinner />
				</div>
			) }
			<div
				ref={ container }
				className="wp-block-jetpack-map__gm-container"
			/>
			{ loaded && children }
		</div>
	);
}

/**
 * Bench (run by `npm run bench` through tools/bench/external-media.mjs, never by `npm test`):
 * the external media copy of 10 pictures, the time of one `POST
 * /wpcom/v2/external-media/copy/openverse` with ten ids, against the fake Openverse on
 * 127.0.0.1 serving a 1600 × 1067 photo-like JPEG (noise, made by Chromium's canvas; quality
 * 0.85), each looked up by id, downloaded through the guarded fetch, checked and sideloaded.
 * The copy makes the thumbnail before it answers and the larger sizes after (php/copy.php): the
 * time is the editor's wait. One copy to warm up, then RUNS copies; each run's attachments get
 * their larger sizes and are deleted before the next.
 * Prints one line, `external-media-copy {json}`, that the runner reads.
 */
import { test, expect } from '@playwright/test';
import {
	imageId,
	pointPluginAtOpenverse,
	startFakeOpenverse,
} from '../../tests/fakes/openverse';
import { restAs } from '../../tests/integration/utils';
import {
	copyRoute,
	deleteAttachments,
	waitForSizes,
} from '../../tests/integration/external-media-helpers';

const RUNS = Number( process.env.BENCH_RUNS || 5 );
const WIDTH = 1600;
const HEIGHT = 1067;

test( 'external media: copy of 10 pictures', async ( { page } ) => {
	test.setTimeout( 600_000 );
	const jpeg = Buffer.from(
		await page.evaluate(
			( [ width, height ] ) => {
				const canvas = document.createElement( 'canvas' );
				canvas.width = width;
				canvas.height = height;
				const context = canvas.getContext(
					'2d'
				) as CanvasRenderingContext2D;
				const pixels = context.createImageData( width, height );
				for ( let i = 0; i < pixels.data.length; i += 4 ) {
					// A gradient across and down, with noise: a photo's entropy.
					const x = ( i / 4 ) % width;
					const y = Math.floor( i / 4 / width );
					pixels.data[ i ] = ( x / 8 + Math.random() * 60 ) % 256;
					pixels.data[ i + 1 ] = ( y / 6 + Math.random() * 60 ) % 256;
					pixels.data[ i + 2 ] = 120 + Math.random() * 60;
					pixels.data[ i + 3 ] = 255;
				}
				context.putImageData( pixels, 0, 0 );
				return canvas.toDataURL( 'image/jpeg', 0.85 ).split( ',' )[ 1 ];
			},
			[ WIDTH, HEIGHT ]
		),
		'base64'
	);
	const admin = await restAs( 'admin' );
	const fake = await startFakeOpenverse();
	fake.file = { type: 'image/jpeg', bytes: jpeg };
	await pointPluginAtOpenverse( admin, fake.port );
	const ids = Array.from( { length: 10 }, ( _, n ) => imageId( n + 1 ) );
	const times: number[] = [];
	try {
		for ( let run = 0; run <= RUNS; run++ ) {
			const started = performance.now();
			const res = await admin.post( copyRoute( 'openverse' ), {
				external_ids: ids,
			} );
			const took = performance.now() - started;
			expect( res.status() ).toBe( 200 );
			const copied: Array< { id?: number; code?: string } > =
				await res.json();
			const made = copied
				.map( ( one ) => one.id ?? 0 )
				.filter( ( id ) => id > 0 );
			// The sizes made after the answer, before the next run (which they would slow).
			for ( const id of made ) {
				await waitForSizes( admin, id, [ 'large' ] );
			}
			await deleteAttachments( admin, made );
			expect( copied.map( ( one ) => one.code ?? 'ok' ) ).toEqual(
				ids.map( () => 'ok' )
			);
			if ( run > 0 ) {
				times.push( took );
			}
		}
	} finally {
		await pointPluginAtOpenverse( admin, 0 );
		await admin.dispose();
		await fake.close();
	}
	const sorted = [ ...times ].sort( ( a, b ) => a - b );
	process.stdout.write(
		`external-media-copy ${ JSON.stringify( {
			runs: times.length,
			picture: `${ WIDTH }x${ HEIGHT } JPEG, ${ jpeg.length } B`,
			median: sorted[ Math.floor( sorted.length / 2 ) ],
			min: sorted[ 0 ],
			max: sorted[ sorted.length - 1 ],
		} ) }\n`
	);
} );

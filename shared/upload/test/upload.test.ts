/**
 * The upload module's decisions: what each answer tells the user, which requests are sent
 * again, how far a chunk shrinks after a 413, the media named by the last answer, and one
 * upload at a time.
 */
import {
	describeUploadError,
	inTurn,
	mediaFromHeaders,
	MIN_CHUNK,
	shouldRetry,
	smallerChunk,
} from '..';

describe( 'describeUploadError', () => {
	test.each( [
		[ undefined, '', 'network', /Check your network connection/ ],
		[ 0, '', 'network', /Check your network connection/ ],
		[
			413,
			'',
			'too-large',
			/^This video is larger than the site accepts\.$/,
		],
		[
			413,
			'{"code":"tus_too_large","message":"This video is larger than the site accepts (1 MB).","data":{"status":413}}',
			'too-large',
			/^This video is larger than the site accepts \(1 MB\)\.$/,
		],
		[
			415,
			'{"code":"invalid_mime","message":"The format of the video you uploaded is not supported.","data":{"status":415,"hint":"Check the recommended video settings."}}',
			'wrong-type',
			/^The format of the video you uploaded is not supported\.$/,
		],
		[ 423, 'not json', 'busy', /Try again in a moment/ ],
		[ 460, '', 'corrupt', /arriving damaged/ ],
		[ 404, '', 'expired', /expired/ ],
		[ 410, '', 'expired', /expired/ ],
		[ 401, '', 'forbidden', /not allowed/ ],
		[ 403, '', 'forbidden', /not allowed/ ],
		[ 500, '', 'server', /error 500/ ],
		[ 409, '{"message":"Custom."}', 'server', /^Custom\.$/ ],
	] as const )( 'status %p, body %p: %s', ( status, body, kind, message ) => {
		const error = describeUploadError( status, body );
		expect( error.kind ).toBe( kind );
		expect( error.message ).toMatch( message );
		expect( error.status ).toBe( status || undefined );
	} );

	test( 'a wrong type says what to check, from the server or by default', () => {
		expect( describeUploadError( 415 ).hint ).toBe(
			'Check the recommended video settings.'
		);
		expect(
			describeUploadError( 415, '{"data":{"hint":"Use MP4."}}' ).hint
		).toBe( 'Use MP4.' );
		expect( describeUploadError( 423 ).hint ).toBeUndefined();
	} );
} );

describe( 'shouldRetry', () => {
	test.each( [
		[ 0, true ],
		[ 409, true ],
		[ 423, true ],
		[ 460, true ],
		[ 500, true ],
		[ 502, true ],
		[ 501, false ],
		[ 400, false ],
		[ 401, false ],
		[ 403, false ],
		[ 404, false ],
		[ 410, false ],
		[ 413, false ],
		[ 415, false ],
	] )( 'status %p: %p', ( status, retry ) => {
		expect( shouldRetry( status ) ).toBe( retry );
	} );
} );

describe( 'smallerChunk', () => {
	test.each( [
		[ 10 * 1024 * 1024, 5 * 1024 * 1024 ],
		[ 1024 * 1024, 512 * 1024 ],
		[ MIN_CHUNK + 1, MIN_CHUNK ],
		[ MIN_CHUNK * 3, Math.floor( ( MIN_CHUNK * 3 ) / 2 ) ],
		[ MIN_CHUNK, null ],
		[ 1000, null ],
	] )( '%p → %p', ( size, next ) => {
		expect( smallerChunk( size ) ).toBe( next );
	} );
} );

describe( 'mediaFromHeaders', () => {
	test.each( [
		[
			{
				'Blockpack-Media-Id': '12',
				'Blockpack-Media-Url': 'http://x/a.mp4',
			},
			{ id: 12, url: 'http://x/a.mp4' },
		],
		[
			{
				'Blockpack-Media-Id': '0',
				'Blockpack-Media-Url': 'http://x/a.mp4',
			},
			null,
		],
		[
			{
				'Blockpack-Media-Id': '1.5',
				'Blockpack-Media-Url': 'http://x/a.mp4',
			},
			null,
		],
		[ { 'Blockpack-Media-Id': '12' }, null ],
		[ {}, null ],
	] as Array< [ Record< string, string >, unknown ] > )(
		'%p',
		( headers, media ) => {
			expect( mediaFromHeaders( ( name ) => headers[ name ] ) ).toEqual(
				media
			);
		}
	);
} );

test( 'inTurn runs one upload at a time, in order, even after a failure', async () => {
	const log: string[] = [];
	const run =
		( name: string, fail = false ) =>
		() =>
			new Promise< string >( ( resolve, reject ) => {
				log.push( `start ${ name }` );
				setTimeout( () => {
					log.push( `end ${ name }` );
					if ( fail ) {
						reject( new Error( name ) );
					} else {
						resolve( name );
					}
				}, 5 );
			} );
	const results = await Promise.allSettled( [
		inTurn( run( 'a' ) ),
		inTurn( run( 'b', true ) ),
		inTurn( run( 'c' ) ),
	] );
	expect( log ).toEqual( [
		'start a',
		'end a',
		'start b',
		'end b',
		'start c',
		'end c',
	] );
	expect( results.map( ( r ) => r.status ) ).toEqual( [
		'fulfilled',
		'rejected',
		'fulfilled',
	] );
} );

/**
 * A video's text tracks over HTTP (`/blockpack/v1/video/{id}/tracks`,
 * extensions/extended-blocks/core-video/php/tracks.php): a WebVTT file (with or without a UTF-8
 * byte order mark) joins the media library and is served as uploaded; the form's defaults
 * (English, en, subtitles); one track per language and kind; anything but WebVTT refused with
 * its message; deleting removes the file; users who may not edit the video are refused.
 */
import { test, expect } from '@playwright/test';
import { restAs, watchPhpErrors, type RestClient } from './utils';
import { ensureUsers, logInAs } from './users';
import { BIRDS } from './video-helpers';

let admin: RestClient;
let videoId = 0;
let newPhpErrors: () => string[];

const VTT = 'WEBVTT\n\n00:00.000 --> 00:02.000\nBirds, flying.\n';

/**
 * Adds a track as the admin.
 *
 * @param name           The file's name.
 * @param contents       The file's contents.
 * @param fields         The form's other fields.
 * @param client         Who sends it.
 * @param client.context
 * @param client.nonce
 */
function addTrack(
	name: string,
	contents: string | Buffer,
	fields: Record< string, string > = {},
	client: { context: RestClient[ 'context' ]; nonce: string } = admin
) {
	return client.context.post(
		`/index.php?rest_route=${ encodeURIComponent(
			`/blockpack/v1/video/${ videoId }/tracks`
		) }`,
		{
			headers: { 'X-WP-Nonce': client.nonce },
			multipart: {
				...fields,
				track: {
					name,
					mimeType: 'text/vtt',
					buffer: Buffer.isBuffer( contents )
						? contents
						: Buffer.from( contents ),
				},
			},
			failOnStatusCode: false,
		}
	);
}

/**
 * Deletes the track of a language and kind as the admin.
 *
 * @param srclang The language.
 * @param kind    The kind.
 */
function deleteTrack( srclang: string, kind: string ) {
	return admin.delete( `/blockpack/v1/video/${ videoId }/tracks`, {
		srclang,
		kind,
	} );
}

test.beforeAll( async () => {
	admin = await restAs( 'admin' );
	await ensureUsers( admin, [ 'author', 'subscriber' ] );
	const video = await ( await admin.context.get( BIRDS ) ).body();
	const created = await admin.context.post(
		'/index.php?rest_route=/wp/v2/media',
		{
			headers: {
				'X-WP-Nonce': admin.nonce,
				'Content-Type': 'video/mp4',
				'Content-Disposition': 'attachment; filename="tracks.mp4"',
			},
			data: video,
		}
	);
	expect( created.status() ).toBe( 201 );
	videoId = ( await created.json() ).id;
	newPhpErrors = await watchPhpErrors();
} );

test.afterAll( async () => {
	await admin.delete( `/wp/v2/media/${ videoId }`, { force: 'true' } );
	expect( newPhpErrors() ).toEqual( [] );
	await admin.dispose();
} );

test( 'a WebVTT track joins the media library with the form’s defaults, and is served as uploaded', async () => {
	const res = await addTrack( 'birds.vtt', `\uFEFF${ VTT }` );
	expect( res.status(), await res.text() ).toBe( 201 );
	const track = await res.json();
	expect( track ).toMatchObject( {
		label: 'English',
		srcLang: 'en',
		kind: 'subtitles',
	} );
	expect( track.src ).toMatch( /tracks-en-subtitles(-\d+)?\.vtt$/ );
	const served = await admin.context.get( track.src );
	expect( served.status() ).toBe( 200 );
	expect( await served.text() ).toBe( VTT );
	expect( ( await deleteTrack( 'en', 'subtitles' ) ).status() ).toBe( 200 );
	expect( ( await admin.context.get( track.src ) ).status() ).toBe( 404 );
	expect( ( await deleteTrack( 'en', 'subtitles' ) ).status() ).toBe( 404 );
} );

test( 'one track per language and kind', async () => {
	const fields = { label: 'Português', srclang: 'pt-BR', kind: 'captions' };
	const first = await addTrack( 'pt.vtt', VTT, fields );
	expect( first.status() ).toBe( 201 );
	expect( ( await first.json() ).srcLang ).toBe( 'pt-br' );
	const again = await addTrack( 'pt2.vtt', VTT, fields );
	expect( again.status() ).toBe( 409 );
	expect( ( await again.json() ).message ).toBe(
		'A track already exists for that language and kind.'
	);
	const otherKind = await addTrack( 'pt3.vtt', VTT, {
		...fields,
		kind: 'subtitles',
	} );
	expect( otherKind.status() ).toBe( 201 );
	await deleteTrack( 'pt-br', 'captions' );
	await deleteTrack( 'pt-br', 'subtitles' );
} );

test( 'anything but WebVTT is refused with its message', async () => {
	for ( const [ name, contents, message ] of [
		[
			'notes.vtt',
			'00:00.000 --> 00:02.000\nNo header.\n',
			'This is not a WebVTT file: its first line must be WEBVTT.',
		],
		[
			'notes.vtt',
			'WEBVTTX\n',
			'This is not a WebVTT file: its first line must be WEBVTT.',
		],
		[ 'notes.srt', VTT, 'Only WebVTT files (.vtt) can be used as tracks.' ],
		[
			'latin1.vtt',
			Buffer.from(
				'WEBVTT\n\n00:00.000 --> 00:02.000\nOisea\xe9x\n',
				'latin1'
			),
			'A WebVTT file must be written in UTF-8.',
		],
	] as Array< [ string, string | Buffer, string ] > ) {
		const res = await addTrack( name, contents );
		expect( res.status(), name ).toBe( 400 );
		expect( ( await res.json() ).message, name ).toBe( message );
	}
	const bad = await addTrack( 'x.vtt', VTT, { kind: 'karaoke' } );
	expect( bad.status() ).toBe( 400 );
} );

test( 'users who may not edit the video are refused', async () => {
	const author = await logInAs( 'author' );
	const subscriber = await logInAs( 'subscriber' );
	try {
		expect( ( await addTrack( 'a.vtt', VTT, {}, author ) ).status() ).toBe(
			403
		);
		expect(
			( await addTrack( 'a.vtt', VTT, {}, subscriber ) ).status()
		).toBe( 403 );
	} finally {
		await author.context.dispose();
		await subscriber.context.dispose();
	}
} );

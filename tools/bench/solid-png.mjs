/**
 * A PNG of one colour, made in memory: real image files for uploads in the slideshow's e2e spec
 * and bench (WordPress makes its image sizes from them as from any photo).
 */
import { crc32, deflateSync } from 'node:zlib';

/**
 * One PNG chunk: length, type, data, CRC.
 *
 * @param {string} type The chunk type.
 * @param {Buffer} data Its data.
 * @return {Buffer} The chunk.
 */
function chunk( type, data ) {
	const length = Buffer.alloc( 4 );
	length.writeUInt32BE( data.length );
	const body = Buffer.concat( [ Buffer.from( type ), data ] );
	const sum = Buffer.alloc( 4 );
	sum.writeUInt32BE( crc32( body ) );
	return Buffer.concat( [ length, body, sum ] );
}

/**
 * @param {number}                   width  Pixels.
 * @param {number}                   height Pixels.
 * @param {[number, number, number]} rgb    The colour.
 * @return {Buffer} The file's bytes.
 */
export function solidPng( width, height, rgb ) {
	const header = Buffer.alloc( 13 );
	header.writeUInt32BE( width, 0 );
	header.writeUInt32BE( height, 4 );
	header[ 8 ] = 8; // Bit depth.
	header[ 9 ] = 2; // Truecolour.
	const row = Buffer.concat( [
		Buffer.from( [ 0 ] ),
		Buffer.alloc( width * 3, Buffer.from( rgb ) ),
	] );
	const pixels = Buffer.concat( Array.from( { length: height }, () => row ) );
	return Buffer.concat( [
		Buffer.from( [ 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a ] ),
		chunk( 'IHDR', header ),
		chunk( 'IDAT', deflateSync( pixels ) ),
		chunk( 'IEND', Buffer.alloc( 0 ) ),
	] );
}

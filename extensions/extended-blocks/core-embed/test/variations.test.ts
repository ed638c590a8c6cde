/**
 * The embed variations: added to core/embed once it is registered, replacing core's own
 * (hidden) Facebook and Instagram variations; each is active by its provider slug and
 * responsive, so that core gives it the aspect-ratio class of its iframe.
 */
import {
	getBlockVariations,
	registerBlockVariation,
	unregisterBlockType,
} from '@wordpress/blocks';
import { addEmbedVariationsWhenRegistered } from '../register';
import variations from '../variations';
import { registerCoreEmbed } from '../../../../tests/fixtures/core-blocks';

const OURS = [ 'descript', 'facebook', 'instagram', 'loom', 'smartframe' ];

describe( 'embed variations', () => {
	test.each( [
		[ 'descript', 'Descript' ],
		[ 'facebook', 'Facebook' ],
		[ 'instagram', 'Instagram' ],
		[ 'loom', 'Loom' ],
		[ 'smartframe', 'SmartFrame' ],
	] )( '%s is titled %s, responsive, active by its slug', ( name, title ) => {
		const variation = variations().find( ( v ) => v.name === name );
		expect( variation ).toMatchObject( {
			title,
			attributes: { providerNameSlug: name, responsive: true },
			isActive: [ 'providerNameSlug' ],
		} );
		expect( variation?.patterns.length ).toBeGreaterThan( 0 );
		expect( variation?.icon ).toBeTruthy();
	} );

	test( 'added when core/embed registers, replacing core’s hidden Facebook variation', () => {
		// Core's Facebook variation is hidden from the inserter (scope: block).
		registerBlockVariation( 'core/embed', {
			name: 'facebook',
			title: 'Facebook',
			scope: [ 'block' ],
		} );
		const stop = addEmbedVariationsWhenRegistered();
		expect(
			( getBlockVariations( 'core/embed' ) ?? [] ).map( ( v ) => v.name )
		).not.toContain( 'loom' );

		registerCoreEmbed();
		const list = getBlockVariations( 'core/embed' ) ?? [];
		for ( const name of OURS ) {
			expect( list.filter( ( v ) => v.name === name ) ).toHaveLength( 1 );
		}
		expect(
			list.find( ( v ) => v.name === 'facebook' )?.scope
		).toBeUndefined();
		stop();

		// Registering again (a second editor bundle run) keeps one of each.
		addEmbedVariationsWhenRegistered();
		const again = getBlockVariations( 'core/embed' ) ?? [];
		expect( again.filter( ( v ) => v.name === 'loom' ) ).toHaveLength( 1 );
		unregisterBlockType( 'core/embed' );
	} );
} );

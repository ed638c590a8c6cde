import {
	registerBlockVariation,
	store as blocksStore,
	type BlockVariation,
} from '@wordpress/blocks';
import { select } from '@wordpress/data';
import '../../button';
import '../index';
import { getFormVariations, registerFormVariations } from '../variations';

const presets = getFormVariations();

describe( 'form presets', () => {
	test( 'six presets in order: contact, newsletter, RSVP, registration, appointment, feedback', () => {
		expect( presets.map( ( preset ) => preset.name ) ).toEqual( [
			'contact-form',
			'newsletter-form',
			'rsvp-form',
			'registration-form',
			'appointment-form',
			'feedback-form',
		] );
		expect( presets.map( ( preset ) => preset.title ) ).toEqual( [
			'Contact Form',
			'Newsletter Sign-up',
			'RSVP Form',
			'Registration Form',
			'Appointment Form',
			'Feedback Form',
		] );
	} );

	test.each( [
		[ 'contact-form', 'Contact Us', undefined ],
		[ 'newsletter-form', 'Subscribe', undefined ],
		[ 'rsvp-form', 'Send RSVP', 'A new RSVP from your website' ],
		[ 'registration-form', 'Send', 'A new registration from your website' ],
		[
			'appointment-form',
			'Book Appointment',
			'A new appointment booked from your website',
		],
		[
			'feedback-form',
			'Send Feedback',
			'New feedback received from your website',
		],
	] )(
		'%s ends with a locked "%s" submit button; subject %j',
		( name, buttonText, subject ) => {
			const preset = presets.find( ( p ) => p.name === name );
			expect( preset?.attributes?.subject ).toBe( subject );
			const blocks = preset?.innerBlocks ?? [];
			const buttons = blocks.filter(
				( [ blockName ] ) => blockName === 'jetpack/button'
			);
			expect( buttons ).toHaveLength( 1 );
			expect( blocks[ blocks.length - 1 ] ).toEqual( [
				'jetpack/button',
				{
					element: 'button',
					text: buttonText,
					lock: { remove: true },
				},
			] );
		}
	);

	test( 'every preset starts with a required name and a required email field', () => {
		for ( const preset of presets ) {
			expect( preset.innerBlocks.slice( 0, 2 ) ).toEqual( [
				[ 'jetpack/field-name', { required: true } ],
				[ 'jetpack/field-email', { required: true } ],
			] );
		}
	} );

	test( 'presets use only blocks the form allows', () => {
		const type = select( blocksStore ).getBlockType(
			'jetpack/contact-form'
		) as { allowedBlocks?: string[] } | undefined;
		const allowed = new Set( type?.allowedBlocks );
		for ( const preset of presets ) {
			for ( const [ blockName ] of preset.innerBlocks ) {
				expect( allowed.has( blockName ) ).toBe( true );
			}
		}
	} );

	test( 'none is registered at the start; the editor registers them once, block-scoped, contact being the default', () => {
		const registered = () =>
			(
				( select( blocksStore ).getBlockVariations(
					'jetpack/contact-form',
					'block'
				) ?? [] ) as BlockVariation[]
			 ).map( ( v ) => v.name );
		expect( registered() ).toEqual( [] );

		registerFormVariations();
		registerFormVariations();
		expect( registered() ).toEqual( presets.map( ( p ) => p.name ) );
		expect(
			select( blocksStore ).getDefaultBlockVariation(
				'jetpack/contact-form',
				'block'
			)?.name
		).toBe( 'contact-form' );
		expect(
			select( blocksStore ).getBlockVariations(
				'jetpack/contact-form',
				'inserter'
			)
		).toEqual( [] );
	} );

	test( 'a preset another plugin registered first under the same name is kept', () => {
		registerBlockVariation( 'jetpack/other-form', {
			name: 'rsvp-form',
			title: 'Their RSVP',
			scope: [ 'block' ],
		} );
		registerFormVariations( 'jetpack/other-form' );
		const variations = select( blocksStore ).getBlockVariations(
			'jetpack/other-form'
		) as BlockVariation[];
		expect( variations.map( ( v ) => v.name ) ).toEqual( [
			'rsvp-form',
			'contact-form',
			'newsletter-form',
			'registration-form',
			'appointment-form',
			'feedback-form',
		] );
		expect( variations[ 0 ].title ).toBe( 'Their RSVP' );
	} );
} );

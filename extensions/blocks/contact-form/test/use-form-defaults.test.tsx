import { renderHook } from '@testing-library/react';
import { createReduxStore, register } from '@wordpress/data';
import useFormDefaults, { getDefaultSubject } from '../edit/use-form-defaults';

let postTitle = 'Contact us';

// The post editor's store, reduced to the one selector the form reads.
register(
	createReduxStore( 'core/editor', {
		reducer: ( state: Record< string, never > = {} ) => state,
		selectors: {
			getEditedPostAttribute: ( _state: unknown, attribute: string ) =>
				attribute === 'title' ? postTitle : undefined,
		},
	} )
);

beforeEach( () => {
	postTitle = 'Contact us';
	window.blockpackEditor!.contactForm = {
		authorEmail: 'author@example.com',
		siteTitle: 'My Site',
		canInstallPlugins: true,
		canActivatePlugins: true,
	};
} );

describe( 'getDefaultSubject', () => {
	test.each( [
		[ 'My Site', 'Contact us', '[My Site] Contact us' ],
		[ 'My Site', '', '[My Site]' ],
		[ '', 'Contact us', 'Contact us' ],
	] )( '%j + %j → %j', ( site, title, subject ) => {
		expect( getDefaultSubject( site, title ) ).toBe( subject );
	} );
} );

describe( 'useFormDefaults', () => {
	test( 'a new form gets the author’s address and "[Site] Post title"', () => {
		const setAttributes = jest.fn();
		const { result } = renderHook( () =>
			useFormDefaults( { to: '', subject: '' }, setAttributes )
		);
		expect( setAttributes ).toHaveBeenCalledTimes( 1 );
		expect( setAttributes ).toHaveBeenCalledWith( {
			to: 'author@example.com',
			subject: '[My Site] Contact us',
		} );
		expect( result.current ).toEqual( {
			authorEmail: 'author@example.com',
			defaultSubject: '[My Site] Contact us',
		} );
	} );

	test( 'values already set are kept', () => {
		const setAttributes = jest.fn();
		renderHook( () =>
			useFormDefaults(
				{ to: 'sales@example.com', subject: 'Orders' },
				setAttributes
			)
		);
		expect( setAttributes ).not.toHaveBeenCalled();
	} );

	test( 'an untitled post leaves the subject to the server default', () => {
		postTitle = '';
		const setAttributes = jest.fn();
		renderHook( () =>
			useFormDefaults( { to: '', subject: '' }, setAttributes )
		);
		expect( setAttributes ).toHaveBeenCalledWith( {
			to: 'author@example.com',
		} );
	} );

	test( 'defaults are applied once: a recipient emptied later is not refilled while typing', () => {
		const setAttributes = jest.fn();
		const { rerender } = renderHook(
			( { to }: { to: string } ) =>
				useFormDefaults( { to, subject: 'Orders' }, setAttributes ),
			{ initialProps: { to: 'sales@example.com' } }
		);
		rerender( { to: '' } );
		expect( setAttributes ).not.toHaveBeenCalled();
	} );
} );

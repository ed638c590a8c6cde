import { renderHook } from '@testing-library/react';
import { useAttributeFixes } from '../use-attribute-fixes';

type Attributes = { url: string; height?: number };

const getFixes = ( attributes: Attributes ): Partial< Attributes > =>
	attributes.url.startsWith( 'https://' ) ? {} : { url: '' };

describe( 'useAttributeFixes', () => {
	test( 'sets the fixes the rules ask for', () => {
		const setAttributes = jest.fn();
		renderHook( () =>
			useAttributeFixes(
				{ url: 'javascript:alert(1)' },
				setAttributes,
				getFixes
			)
		);
		expect( setAttributes ).toHaveBeenCalledWith( { url: '' } );
	} );

	test( 'sets nothing when the attributes follow the rules', () => {
		const setAttributes = jest.fn();
		renderHook( () =>
			useAttributeFixes(
				{ url: 'https://example.com' },
				setAttributes,
				getFixes
			)
		);
		expect( setAttributes ).not.toHaveBeenCalled();
	} );
} );

import { store as blockEditorStore } from '@wordpress/block-editor';
import {
	createBlock,
	registerBlockType,
	unregisterBlockType,
} from '@wordpress/blocks';
import { dispatch, select } from '@wordpress/data';
import { act, renderHook } from '@testing-library/react';
import useButtonWidth, { PARENT_WIDTH } from '../edit/use-button-width';

interface EditorSelectors {
	getBlockAttributes: ( id: string ) => Record< string, unknown > | null;
}
interface EditorActions {
	resetBlocks: ( blocks: unknown[] ) => void;
}

describe( 'useButtonWidth', () => {
	beforeAll( () => {
		registerBlockType( 'test/parent', {
			apiVersion: 3,
			title: 'Parent',
			category: 'text',
			attributes: { width: { type: 'string' } },
			edit: () => null,
			save: () => null,
		} );
		registerBlockType( 'test/child', {
			apiVersion: 3,
			title: 'Child',
			category: 'text',
			attributes: { width: { type: 'string' } },
			edit: () => null,
			save: () => null,
		} );
	} );

	afterAll( () => {
		unregisterBlockType( 'test/parent' );
		unregisterBlockType( 'test/child' );
	} );

	test( 'a button without the parent context keeps its own width', () => {
		const setAttributes = jest.fn();
		const { result } = renderHook( () =>
			useButtonWidth(
				'button-1',
				{ saveInPostContent: true, width: '25%' },
				setAttributes,
				{}
			)
		);
		expect( result.current.width ).toBe( '25%' );
		expect( result.current.isWidthOnParent ).toBe( false );
		act( () => result.current.setWidth( '150px' ) );
		expect( setAttributes ).toHaveBeenCalledWith( { width: '150px' } );
	} );

	test( 'with the parent context, the width is read from and stored on the parent', async () => {
		const child = createBlock( 'test/child' );
		const parent = createBlock( 'test/parent', { width: '50%' }, [
			child,
		] );
		(
			dispatch( blockEditorStore ) as unknown as EditorActions
		 ).resetBlocks( [ parent ] );
		const setAttributes = jest.fn();
		const { result } = renderHook( () =>
			useButtonWidth(
				child.clientId,
				{ saveInPostContent: false, width: '10em' },
				setAttributes,
				{ [ PARENT_WIDTH ]: '50%' }
			)
		);
		expect( result.current.width ).toBe( '50%' );
		expect( result.current.isWidthOnParent ).toBe( true );
		await act( async () => {
			result.current.setWidth( undefined );
		} );
		expect( setAttributes ).not.toHaveBeenCalled();
		expect(
			(
				select( blockEditorStore ) as unknown as EditorSelectors
			 ).getBlockAttributes( parent.clientId )
		).toMatchObject( { width: undefined } );
		act( () => result.current.setWidth( '150px' ) );
		expect(
			(
				select( blockEditorStore ) as unknown as EditorSelectors
			 ).getBlockAttributes( parent.clientId )
		).toMatchObject( { width: '150px' } );
	} );
} );

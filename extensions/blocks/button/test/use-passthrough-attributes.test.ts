import { store as blockEditorStore } from '@wordpress/block-editor';
import {
	createBlock,
	registerBlockType,
	unregisterBlockType,
} from '@wordpress/blocks';
import { dispatch } from '@wordpress/data';
import { act, renderHook } from '@testing-library/react';
import type { ButtonAttributes } from '../types';
import usePassthroughAttributes from '../use-passthrough-attributes';

const PARENT = 'blockpack-test/parent';
const CHILD = 'blockpack-test/child';

beforeAll( () => {
	registerBlockType( PARENT, {
		apiVersion: 3,
		title: 'Parent',
		category: 'design',
		attributes: { link: { type: 'string' } },
		save: () => null,
	} );
	registerBlockType( CHILD, {
		apiVersion: 3,
		title: 'Child',
		category: 'design',
		attributes: {},
		save: () => null,
	} );
} );

afterAll( () => {
	unregisterBlockType( PARENT );
	unregisterBlockType( CHILD );
} );

function insertParent( link: string ) {
	const child = createBlock( CHILD );
	const parent = createBlock( PARENT, { link }, [ child ] );
	(
		dispatch( blockEditorStore ) as {
			resetBlocks: ( blocks: unknown[] ) => void;
		}
	 ).resetBlocks( [ parent ] );
	return { parent, child };
}

describe( 'usePassthroughAttributes', () => {
	test( 'copies the mapped parent attribute into the button', () => {
		const { child } = insertParent( 'https://example.org/' );
		const setAttributes = jest.fn();
		const attributes: ButtonAttributes = {
			saveInPostContent: true,
			passthroughAttributes: { url: 'link' },
		};
		renderHook( () =>
			usePassthroughAttributes(
				child.clientId,
				attributes,
				setAttributes
			)
		);
		expect( setAttributes ).toHaveBeenCalledWith( {
			url: 'https://example.org/',
		} );
	} );

	test( 'follows a later change of the parent attribute', () => {
		const { parent, child } = insertParent( 'https://a.test/' );
		const setAttributes = jest.fn();
		const attributes: ButtonAttributes = {
			saveInPostContent: true,
			url: 'https://a.test/',
			passthroughAttributes: { url: 'link' },
		};
		renderHook( () =>
			usePassthroughAttributes(
				child.clientId,
				attributes,
				setAttributes
			)
		);
		expect( setAttributes ).not.toHaveBeenCalled();
		act( () => {
			(
				dispatch( blockEditorStore ) as {
					updateBlockAttributes: (
						id: string,
						attrs: object
					) => void;
				}
			 ).updateBlockAttributes( parent.clientId, {
				link: 'https://b.test/',
			} );
		} );
		expect( setAttributes ).toHaveBeenCalledWith( {
			url: 'https://b.test/',
		} );
	} );

	test( 'does nothing without a mapping', () => {
		const { child } = insertParent( 'https://example.org/' );
		const setAttributes = jest.fn();
		renderHook( () =>
			usePassthroughAttributes(
				child.clientId,
				{ saveInPostContent: true },
				setAttributes
			)
		);
		expect( setAttributes ).not.toHaveBeenCalled();
	} );
} );

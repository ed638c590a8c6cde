/**
 * The preset picker a new form shows while it has no inner blocks: one button per preset
 * (the block's `block`-scoped variations) and "Skip", which inserts the default preset.
 */
import { store as blockEditorStore } from '@wordpress/block-editor';
import {
	createBlocksFromInnerBlocksTemplate,
	store as blocksStore,
	type BlockVariation,
} from '@wordpress/blocks';
import { Button, Placeholder } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { Icon, envelope } from '@wordpress/icons';
import type { ComponentProps } from 'react';
import type { ContactFormAttributes } from '../types';
import { registerFormVariations } from '../variations';

// The presets, registered with the form's editor (this module is part of its chunk).
registerFormVariations();

type ButtonIcon = ComponentProps< typeof Button >[ 'icon' ];

interface VariationPickerProps {
	clientId: string;
	name: string;
	setAttributes: ( next: Partial< ContactFormAttributes > ) => void;
}

/**
 * The picker.
 *
 * @param props               Component props.
 * @param props.clientId      The form's client id.
 * @param props.name          The form's block name.
 * @param props.setAttributes The form's attribute setter.
 */
export default function VariationPicker( {
	clientId,
	name,
	setAttributes,
}: VariationPickerProps ) {
	const { variations, defaultVariation } = useSelect(
		( select ) => {
			const blocks = select( blocksStore );
			return {
				variations: blocks.getBlockVariations( name, 'block' ) ?? [],
				defaultVariation: blocks.getDefaultBlockVariation(
					name,
					'block'
				),
			};
		},
		[ name ]
	);
	const { replaceInnerBlocks, selectBlock } = useDispatch( blockEditorStore );

	const choose = ( variation: BlockVariation | undefined ) => {
		if ( ! variation ) {
			return;
		}
		if ( variation.attributes ) {
			setAttributes(
				variation.attributes as Partial< ContactFormAttributes >
			);
		}
		replaceInnerBlocks(
			clientId,
			createBlocksFromInnerBlocksTemplate(
				( variation.innerBlocks ?? [] ) as Parameters<
					typeof createBlocksFromInnerBlocksTemplate
				>[ 0 ]
			),
			false
		);
		selectBlock( clientId );
	};

	return (
		<Placeholder
			className="blockpack-contact-form__picker"
			icon={ <Icon icon={ envelope } /> }
			label={ __( 'Form', 'blockpack' ) }
			instructions={ __(
				'Start building a form by selecting one of these form templates.',
				'blockpack'
			) }
		>
			<ul
				className="blockpack-contact-form__picker-list"
				aria-label={ __( 'Form templates', 'blockpack' ) }
			>
				{ variations.map( ( variation ) => (
					<li key={ variation.name }>
						<Button
							__next40pxDefaultSize
							variant="secondary"
							icon={ variation.icon as ButtonIcon }
							iconSize={ 36 }
							className="blockpack-contact-form__picker-button"
							onClick={ () => choose( variation ) }
							describedBy={ variation.description }
						>
							{ variation.title }
						</Button>
					</li>
				) ) }
			</ul>
			<Button
				__next40pxDefaultSize
				variant="link"
				className="blockpack-contact-form__picker-skip"
				onClick={ () => choose( defaultVariation ?? variations[ 0 ] ) }
			>
				{ __( 'Skip', 'blockpack' ) }
			</Button>
		</Placeholder>
	);
}

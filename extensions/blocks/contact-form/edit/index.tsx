/**
 * The Form in the editor: the preset picker while it is empty, then its fields (a fixed set of
 * allowed blocks, from block.json), "Form Settings" in the toolbar and the sidebar, and the
 * CRM and newsletter panels.
 */
import {
	InspectorControls,
	store as blockEditorStore,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { useSelect } from '@wordpress/data';
import metadata from '../block.json';
import type { ContactFormAttributes } from '../types';
import CrmPanel from './crm-panel';
import { FormSettingsPanel, FormSettingsToolbar } from './form-settings';
import NewsletterPanel from './newsletter-panel';
import useFormDefaults from './use-form-defaults';
import VariationPicker from './variation-picker';

export default function ContactFormEdit( {
	attributes,
	setAttributes,
	clientId,
}: BlockEditProps< ContactFormAttributes > ) {
	const hasInnerBlocks = useSelect(
		( select ) => select( blockEditorStore ).getBlockCount( clientId ) > 0,
		[ clientId ]
	);
	const { authorEmail, defaultSubject } = useFormDefaults(
		attributes,
		setAttributes
	);
	const blockProps = useBlockProps( {
		className: hasInnerBlocks ? undefined : 'is-placeholder',
	} );
	const innerBlocksProps = useInnerBlocksProps( blockProps, {
		templateLock: false,
		templateInsertUpdatesSelection: false,
	} );

	if ( ! hasInnerBlocks ) {
		return (
			<div { ...blockProps }>
				<VariationPicker
					clientId={ clientId }
					name={ metadata.name }
					setAttributes={ setAttributes }
				/>
			</div>
		);
	}

	const settings = {
		attributes,
		setAttributes,
		authorEmail,
		defaultSubject,
	};

	return (
		<>
			<FormSettingsToolbar { ...settings } />
			<InspectorControls>
				<FormSettingsPanel { ...settings } />
				<CrmPanel
					jetpackCRM={ attributes.jetpackCRM }
					setAttributes={ setAttributes }
				/>
				<NewsletterPanel />
			</InspectorControls>
			<div { ...innerBlocksProps } />
		</>
	);
}

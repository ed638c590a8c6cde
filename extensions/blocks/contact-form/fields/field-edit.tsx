/**
 * The editor view shared by the twelve field blocks: the label edited in place, a disabled
 * preview of the control, the options of choice fields, the "Required" toolbar button and the
 * "Field Settings" panel.
 */
import {
	BlockControls,
	InspectorControls,
	useBlockProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { ToolbarButton } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { Path, SVG } from '@wordpress/primitives';
import { CheckboxPreview, SelectPreview, TextPreview } from './field-preview';
import FieldLabel from './field-label';
import OptionsEditor from './options-editor';
import FieldSettingsPanel from './settings-panel';
import {
	fieldKind,
	isChoiceFieldKind,
	isTextFieldKind,
	type ConsentAttributes,
	type FieldAttributes,
	type FieldKind,
} from './types';
import useFieldIdTaken from './use-field-id-taken';
import { widthClassName } from './width';

/** An asterisk: the usual sign of a required field. */
const requiredIcon = (
	<SVG xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
		<Path d="M11 4h2v5.3l4.6-2.65 1 1.73L14 11l4.6 2.62-1 1.73L13 12.7V18h-2v-5.3l-4.6 2.65-1-1.73L10 11 5.4 8.38l1-1.73L11 9.3z" />
	</SVG>
);

type EditAttributes = FieldAttributes & Partial< ConsentAttributes >;

/**
 * What the block shows inside its wrapper, by kind.
 *
 * @param props
 * @param props.kind
 * @param props.attributes
 * @param props.setAttributes
 */
function FieldBody( {
	kind,
	attributes,
	setAttributes,
}: {
	kind: FieldKind;
	attributes: EditAttributes;
	setAttributes: ( next: Partial< ConsentAttributes > ) => void;
} ) {
	const label = (
		<FieldLabel
			label={ attributes.label }
			required={ attributes.required }
			onChange={ ( next ) => setAttributes( { label: next } ) }
		/>
	);

	if ( kind === 'consent' ) {
		const type = attributes.consentType ?? 'implicit';
		const key =
			type === 'explicit'
				? 'explicitConsentMessage'
				: 'implicitConsentMessage';
		return (
			<div className="blockpack-field__consent">
				{ type === 'explicit' && <CheckboxPreview checked={ false } /> }
				<textarea
					className="blockpack-field__consent-message"
					aria-label={ __( 'Consent message', 'blockpack' ) }
					placeholder={ __( 'Add a consent message…', 'blockpack' ) }
					value={ attributes[ key ] ?? '' }
					rows={ 2 }
					onChange={ ( event ) =>
						setAttributes( { [ key ]: event.target.value } )
					}
				/>
			</div>
		);
	}
	if ( kind === 'checkbox' ) {
		return (
			<div className="blockpack-field__checkbox-row">
				<CheckboxPreview
					checked={ attributes.defaultValue === 'true' }
				/>
				{ label }
			</div>
		);
	}
	if ( isChoiceFieldKind( kind ) ) {
		return (
			<>
				{ label }
				{ kind === 'select' && (
					<SelectPreview options={ attributes.options } />
				) }
				<OptionsEditor
					kind={ kind }
					options={ attributes.options }
					onChange={ ( options ) => setAttributes( { options } ) }
				/>
			</>
		);
	}
	return (
		<>
			{ label }
			{ isTextFieldKind( kind ) && (
				<TextPreview
					kind={ kind }
					placeholder={ attributes.placeholder }
				/>
			) }
		</>
	);
}

/**
 * The edit component of every `jetpack/field-*` block; the kind comes from the block name.
 *
 * @param props
 * @param props.name
 * @param props.attributes
 * @param props.setAttributes
 * @param props.clientId
 */
export default function FieldEdit( {
	name,
	attributes,
	setAttributes,
	clientId,
	// The block editor passes the block name; the published props type leaves it out.
}: BlockEditProps< EditAttributes > & { name?: string } ) {
	const kind = fieldKind( name ?? '' ) ?? 'text';
	const isIdTaken = useFieldIdTaken( clientId, attributes.id );
	const blockProps = useBlockProps( {
		className: [
			'blockpack-field',
			`blockpack-field--${ kind }`,
			widthClassName( attributes.width ),
		].join( ' ' ),
	} );
	const set = setAttributes as ( next: Partial< ConsentAttributes > ) => void;

	return (
		<>
			{ kind !== 'consent' && (
				<BlockControls group="block">
					<ToolbarButton
						icon={ requiredIcon }
						label={ __( 'Required', 'blockpack' ) }
						isPressed={ attributes.required }
						onClick={ () =>
							set( { required: ! attributes.required } )
						}
					/>
				</BlockControls>
			) }
			<InspectorControls>
				<FieldSettingsPanel
					kind={ kind }
					attributes={ attributes }
					setAttributes={ set }
					isIdTaken={ isIdTaken }
				/>
			</InspectorControls>
			<div { ...blockProps }>
				<FieldBody
					kind={ kind }
					attributes={ attributes }
					setAttributes={ set }
				/>
			</div>
		</>
	);
}

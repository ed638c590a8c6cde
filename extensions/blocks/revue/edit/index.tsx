/**
 * The Revue block in the editor, under a notice that Revue has closed: the username prompt
 * ("Add Form" only with a username that is not empty once trimmed), then the form as Jetpack
 * edited it (email, first-name and last-name fields with editable labels and placeholders, the
 * name fields shown or not, the locked button). Visitors see nothing (render.php).
 */
import {
	InnerBlocks,
	InspectorControls,
	PlainText,
	useBlockProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { Button, Notice, PanelBody, Placeholder } from '@wordpress/components';
import { TextControl, ToggleControl } from '@shared/controls';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { envelope as icon } from '@wordpress/icons';
import type { FormEvent } from 'react';
import { buttonTemplate } from '../button';
import type { RevueAttributes } from '../types';
import { canAddForm, cleanUsername } from '../username';

/**
 * The notice above the block: Revue has closed.
 *
 * @return The notice.
 */
export function ClosedNotice() {
	return (
		<Notice
			status="warning"
			isDismissible={ false }
			className="wp-block-jetpack-revue__closed"
		>
			{ __(
				'Revue closed in January 2023. The Revue signup form is no longer displayed to your visitors, so this block can be removed.',
				'blockpack'
			) }
		</Notice>
	);
}

/**
 * One field of the form: its editable label and its editable placeholder (in a disabled-looking
 * input, as Jetpack showed it), kept in the attributes `<name>Label` and `<name>Placeholder`.
 *
 * @param props               The props.
 * @param props.name          The field: email, firstName or lastName.
 * @param props.labelName     What the label's own input is called.
 * @param props.required      Whether the field is required (the email).
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Sets them.
 * @return The field.
 */
function Field( {
	name,
	labelName,
	required,
	attributes,
	setAttributes,
}: {
	name: 'email' | 'firstName' | 'lastName';
	labelName: string;
	required?: boolean;
} & Pick<
	BlockEditProps< RevueAttributes >,
	'attributes' | 'setAttributes'
> ) {
	const label = attributes[ `${ name }Label` ];
	const placeholder = attributes[ `${ name }Placeholder` ];
	return (
		<div className="wp-block-jetpack-revue__field">
			<div className="wp-block-jetpack-revue__label">
				<PlainText
					aria-label={ labelName }
					value={ label }
					onChange={ ( value ) =>
						setAttributes( { [ `${ name }Label` ]: value } )
					}
				/>
				{ required && (
					<span className="wp-block-jetpack-revue__required">
						{ __( '(required)', 'blockpack' ) }
					</span>
				) }
			</div>
			<TextControl
				label={ label }
				hideLabelFromVision
				placeholder={ placeholder }
				value={ placeholder }
				onChange={ ( value ) =>
					setAttributes( { [ `${ name }Placeholder` ]: value } )
				}
			/>
		</div>
	);
}

/**
 * The name fields, which a setting each shows or hides, in the form's order: the field, its
 * setting, the setting's label and what the field's label input is called.
 *
 * @return The fields.
 */
function nameFields(): Array< {
	name: 'firstName' | 'lastName';
	show: 'firstNameShow' | 'lastNameShow';
	showLabel: string;
	labelName: string;
} > {
	return [
		{
			name: 'firstName',
			show: 'firstNameShow',
			showLabel: __( 'Show first name field.', 'blockpack' ),
			labelName: __( 'First name field label', 'blockpack' ),
		},
		{
			name: 'lastName',
			show: 'lastNameShow',
			showLabel: __( 'Show last name field.', 'blockpack' ),
			labelName: __( 'Last name field label', 'blockpack' ),
		},
	];
}

/**
 * The block's editor.
 *
 * @param props               The block's props.
 * @param props.attributes    Its attributes.
 * @param props.setAttributes Sets them.
 * @return The editor.
 */
export default function RevueEdit( {
	attributes,
	setAttributes,
}: BlockEditProps< RevueAttributes > ) {
	const { revueUsername } = attributes;
	const [ typed, setTyped ] = useState( revueUsername ?? '' );
	const blockProps = useBlockProps();

	const addForm = ( event: FormEvent ) => {
		event.preventDefault();
		if ( canAddForm( typed ) ) {
			setAttributes( { revueUsername: cleanUsername( typed ) } );
		}
	};

	return (
		<div { ...blockProps }>
			<ClosedNotice />
			{ ! revueUsername && (
				<Placeholder
					icon={ icon }
					label={ __( 'Revue', 'blockpack' ) }
					instructions={ __(
						'Enter your Revue username.',
						'blockpack'
					) }
				>
					<form onSubmit={ addForm }>
						<TextControl
							className="components-placeholder__input"
							label={ __( 'Revue username', 'blockpack' ) }
							hideLabelFromVision
							placeholder={ __(
								'Enter your Revue username here…',
								'blockpack'
							) }
							value={ typed }
							onChange={ setTyped }
						/>
						<Button
							variant="secondary"
							type="submit"
							disabled={ ! canAddForm( typed ) }
							__next40pxDefaultSize
						>
							{ __( 'Add Form', 'blockpack' ) }
						</Button>
					</form>
				</Placeholder>
			) }
			{ !! revueUsername && (
				<>
					<InspectorControls>
						<PanelBody title={ __( 'Settings', 'blockpack' ) }>
							{ nameFields().map( ( { show, showLabel } ) => (
								<ToggleControl
									key={ show }
									label={ showLabel }
									checked={ attributes[ show ] }
									onChange={ () =>
										setAttributes( {
											[ show ]: ! attributes[ show ],
										} )
									}
								/>
							) ) }
							<TextControl
								label={ __( 'Revue Username', 'blockpack' ) }
								value={ revueUsername }
								onChange={ ( value ) => {
									setTyped( value );
									// An empty username brings the prompt back, as in Jetpack.
									setAttributes( {
										revueUsername: cleanUsername( value ),
									} );
								} }
							/>
						</PanelBody>
					</InspectorControls>
					<Field
						name="email"
						labelName={ __( 'Email field label', 'blockpack' ) }
						required
						attributes={ attributes }
						setAttributes={ setAttributes }
					/>
					{ nameFields().map(
						( field ) =>
							attributes[ field.show ] && (
								<Field
									key={ field.name }
									{ ...field }
									attributes={ attributes }
									setAttributes={ setAttributes }
								/>
							)
					) }
					<InnerBlocks
						template={ buttonTemplate() }
						templateLock="all"
					/>
				</>
			) }
		</div>
	);
}

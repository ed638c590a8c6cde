/**
 * "Form Settings": where responses go (recipients, subject) and what the visitor sees after
 * submitting. The same controls appear in a toolbar popover and in a sidebar panel.
 */
import { BlockControls } from '@wordpress/block-editor';
import {
	Dropdown,
	PanelBody,
	ToolbarButton,
	ToolbarGroup,
} from '@wordpress/components';
import { SelectControl, TextControl, TextareaControl } from '@shared/controls';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { settings as settingsIcon } from '@wordpress/icons';
import type { KeyboardEvent } from 'react';
import { validateRecipients } from '../recipients';
import type { ContactFormAttributes, ThankyouType } from '../types';

export interface FormSettingsProps {
	attributes: ContactFormAttributes;
	setAttributes: ( next: Partial< ContactFormAttributes > ) => void;
	/**
	 * The post author's address: the default recipient, restored when the field is emptied; ''
	 * for users who may not see it (the server then sends to the author).
	 */
	authorEmail: string;
	/** The subject used when none is set, shown as the subject field's placeholder. */
	defaultSubject: string;
}

/**
 * The recipient field: stores what is typed, checks each address when the field loses focus,
 * and restores the author's address when it is left empty.
 *
 * @param props               The form's attributes, setter and defaults.
 * @param props.attributes
 * @param props.setAttributes
 * @param props.authorEmail
 */
function RecipientControl( {
	attributes,
	setAttributes,
	authorEmail,
}: FormSettingsProps ) {
	const [ error, setError ] = useState< string | null >( null );

	return (
		<TextControl
			label={ __( 'Email address(es) to send to', 'blockpack' ) }
			type="text"
			inputMode="email"
			autoComplete="off"
			placeholder={ __( 'name@example.com', 'blockpack' ) }
			value={ attributes.to }
			onChange={ ( to: string ) => {
				setError( null );
				setAttributes( { to } );
			} }
			onBlur={ () => {
				const to = attributes.to.trim();
				if ( to === '' ) {
					setError( null );
					setAttributes( { to: authorEmail } );
					return;
				}
				if ( to !== attributes.to ) {
					setAttributes( { to } );
				}
				setError( validateRecipients( to ) );
			} }
			onKeyDown={ ( event: KeyboardEvent< HTMLInputElement > ) => {
				// Enter would otherwise reach the editor and split the block.
				if ( event.key === 'Enter' ) {
					event.preventDefault();
				}
			} }
			help={
				error ? (
					<span
						className="blockpack-contact-form__recipient-error"
						role="alert"
					>
						{ error }
					</span>
				) : (
					[
						__(
							'You can enter multiple email addresses separated by commas.',
							'blockpack'
						),
						// The author's address is not shown to every editor: the server fills it in.
						authorEmail
							? ''
							: __(
									'Left empty, responses go to the post’s author.',
									'blockpack'
								),
					]
						.filter( Boolean )
						.join( ' ' )
				)
			}
		/>
	);
}

/**
 * Every Form Settings control.
 *
 * @param props The form's attributes, setter and defaults.
 */
export function FormSettingsFields( props: FormSettingsProps ) {
	const { attributes, setAttributes, defaultSubject } = props;
	const { customThankyou } = attributes;

	return (
		<div className="blockpack-contact-form__settings">
			<RecipientControl { ...props } />
			<TextControl
				label={ __( 'Email subject line', 'blockpack' ) }
				value={ attributes.subject }
				placeholder={ defaultSubject }
				onChange={ ( subject: string ) => setAttributes( { subject } ) }
			/>
			<SelectControl
				label={ __( 'On submission', 'blockpack' ) }
				value={ customThankyou }
				options={ [
					{
						label: __(
							'Show a summary of submitted fields',
							'blockpack'
						),
						value: '',
					},
					{
						label: __( 'Show a custom text message', 'blockpack' ),
						value: 'message',
					},
					{
						label: __( 'Redirect to another webpage', 'blockpack' ),
						value: 'redirect',
					},
				] }
				onChange={ ( value: string ) =>
					setAttributes( { customThankyou: value as ThankyouType } )
				}
			/>
			{ customThankyou !== 'redirect' && (
				<TextControl
					label={ __( 'Message heading', 'blockpack' ) }
					value={ attributes.customThankyouHeading }
					placeholder={ __( 'Message Sent', 'blockpack' ) }
					onChange={ ( customThankyouHeading: string ) =>
						setAttributes( { customThankyouHeading } )
					}
				/>
			) }
			{ customThankyou === 'message' && (
				<TextareaControl
					label={ __( 'Message text', 'blockpack' ) }
					value={ attributes.customThankyouMessage }
					placeholder={ __(
						'Thank you for your submission!',
						'blockpack'
					) }
					onChange={ ( customThankyouMessage: string ) =>
						setAttributes( { customThankyouMessage } )
					}
				/>
			) }
			{ customThankyou === 'redirect' && (
				<TextControl
					label={ __( 'Redirect address', 'blockpack' ) }
					type="url"
					placeholder="https://"
					value={ attributes.customThankyouRedirect }
					onChange={ ( customThankyouRedirect: string ) =>
						setAttributes( { customThankyouRedirect } )
					}
				/>
			) }
		</div>
	);
}

/**
 * The toolbar button "Form Settings" and its popover.
 *
 * @param props The form's attributes, setter and defaults.
 */
export function FormSettingsToolbar( props: FormSettingsProps ) {
	return (
		<BlockControls group="block">
			<ToolbarGroup>
				<Dropdown
					popoverProps={ { placement: 'bottom-start' } }
					contentClassName="blockpack-contact-form__settings-popover"
					renderToggle={ ( { isOpen, onToggle } ) => (
						<ToolbarButton
							icon={ settingsIcon }
							label={ __( 'Form Settings', 'blockpack' ) }
							onClick={ onToggle }
							aria-expanded={ isOpen }
							aria-haspopup="true"
						/>
					) }
					renderContent={ () => (
						<div
							role="group"
							aria-label={ __( 'Form Settings', 'blockpack' ) }
						>
							<FormSettingsFields { ...props } />
						</div>
					) }
				/>
			</ToolbarGroup>
		</BlockControls>
	);
}

/**
 * The sidebar panel "Form Settings".
 *
 * @param props The form's attributes, setter and defaults.
 */
export function FormSettingsPanel( props: FormSettingsProps ) {
	return (
		<PanelBody title={ __( 'Form Settings', 'blockpack' ) }>
			<FormSettingsFields { ...props } />
		</PanelBody>
	);
}

/**
 * The sidebar: Text Elements, Notifications (editing or previewing one shows it for a moment),
 * Mailchimp Groups, Signup Location Tracking, Mailchimp Connection.
 */
import { InspectorControls } from '@wordpress/block-editor';
import { Button, ExternalLink, PanelBody } from '@wordpress/components';
import { TextControl, TextareaControl } from '@shared/controls';
import { __ } from '@wordpress/i18n';
import { toggleInterest } from '../interests';
import type { MailchimpAttributes, NotificationKind } from '../types';
import Groups from './groups';
import RecheckButton from './recheck-button';
import type { GroupsState } from './use-groups';

const LABEL_ATTRIBUTE = {
	processing: 'processingLabel',
	success: 'successLabel',
	error: 'errorLabel',
} as const;

/** The texts of each notification's field and preview button. */
function notificationTexts(): Record<
	NotificationKind,
	{ label: string; preview: string }
> {
	return {
		processing: {
			label: __( 'Processing text', 'blockpack' ),
			preview: __( 'Preview processing notification', 'blockpack' ),
		},
		success: {
			label: __( 'Success text', 'blockpack' ),
			preview: __( 'Preview success notification', 'blockpack' ),
		},
		error: {
			label: __( 'Error text', 'blockpack' ),
			preview: __( 'Preview error notification', 'blockpack' ),
		},
	};
}

/** The two fields of Signup Location Tracking: the attribute each sets, its label, its placeholder. */
function signupFields(): Array< {
	name: 'signupFieldTag' | 'signupFieldValue';
	label: string;
	placeholder: string;
} > {
	return [
		{
			name: 'signupFieldTag',
			label: __( 'Signup Field Tag', 'blockpack' ),
			placeholder: __( 'SIGNUP', 'blockpack' ),
		},
		{
			name: 'signupFieldValue',
			label: __( 'Signup Field Value', 'blockpack' ),
			placeholder: __( 'website', 'blockpack' ),
		},
	];
}

export default function Controls( {
	attributes,
	setAttributes,
	showNotification,
	hideNotification,
	groups,
	connectUrl,
	rechecking,
	onRecheck,
}: {
	attributes: MailchimpAttributes;
	setAttributes: ( next: Partial< MailchimpAttributes > ) => void;
	showNotification: ( kind: NotificationKind ) => void;
	hideNotification: () => void;
	groups: GroupsState;
	connectUrl: string;
	rechecking: boolean;
	onRecheck: () => void;
} ) {
	const texts = notificationTexts();
	return (
		<InspectorControls>
			<PanelBody title={ __( 'Text Elements', 'blockpack' ) }>
				<TextControl
					label={ __( 'Email Placeholder', 'blockpack' ) }
					value={ attributes.emailPlaceholder ?? '' }
					onChange={ ( emailPlaceholder ) => {
						setAttributes( { emailPlaceholder } );
						hideNotification();
					} }
				/>
				<TextareaControl
					label={ __( 'Consent Text', 'blockpack' ) }
					value={ attributes.consentText ?? '' }
					onChange={ ( consentText ) =>
						setAttributes( { consentText } )
					}
				/>
			</PanelBody>
			<PanelBody title={ __( 'Notifications', 'blockpack' ) }>
				{ ( Object.keys( LABEL_ATTRIBUTE ) as NotificationKind[] ).map(
					( kind ) => (
						<div
							key={ kind }
							className="wp-block-jetpack-mailchimp-notification-control"
						>
							<TextControl
								label={ texts[ kind ].label }
								value={
									( attributes[
										LABEL_ATTRIBUTE[ kind ]
									] as string ) ?? ''
								}
								onChange={ ( value ) => {
									setAttributes( {
										[ LABEL_ATTRIBUTE[ kind ] ]: value,
									} );
									showNotification( kind );
								} }
							/>
							<Button
								variant="link"
								onClick={ () => showNotification( kind ) }
							>
								{ texts[ kind ].preview }
							</Button>
						</div>
					)
				) }
			</PanelBody>
			<PanelBody title={ __( 'Mailchimp Groups', 'blockpack' ) }>
				<Groups
					groups={ groups }
					interests={ attributes.interests }
					onToggle={ ( id, checked ) =>
						setAttributes( {
							interests: toggleInterest(
								attributes.interests,
								id,
								checked
							) as string[],
						} )
					}
				/>
				<ExternalLink href="https://mailchimp.com/help/send-groups-audience/">
					{ __( 'Learn about groups', 'blockpack' ) }
				</ExternalLink>
			</PanelBody>
			<PanelBody title={ __( 'Signup Location Tracking', 'blockpack' ) }>
				{ signupFields().map( ( { name, label, placeholder } ) => (
					<TextControl
						key={ name }
						label={ label }
						placeholder={ placeholder }
						value={ attributes[ name ] ?? '' }
						onChange={ ( value ) =>
							setAttributes( { [ name ]: value } )
						}
					/>
				) ) }
				<ExternalLink href="https://mailchimp.com/help/determine-webpage-signup-location/">
					{ __(
						'Learn about signup location tracking',
						'blockpack'
					) }
				</ExternalLink>
			</PanelBody>
			<PanelBody title={ __( 'Mailchimp Connection', 'blockpack' ) }>
				{ connectUrl && (
					<p>
						<ExternalLink href={ connectUrl }>
							{ __( 'Manage Connection', 'blockpack' ) }
						</ExternalLink>
					</p>
				) }
				<RecheckButton
					variant="secondary"
					rechecking={ rechecking }
					onRecheck={ onRecheck }
				/>
			</PanelBody>
		</InspectorControls>
	);
}

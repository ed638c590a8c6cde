/**
 * The editor: a spinner while the connection is checked, the not-connected placeholder, or the
 * form as visitors see it (a disabled e-mail field, the locked button, the consent text edited
 * in place, the previewed notification) with the sidebar.
 */
import { InnerBlocks, RichText, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { Placeholder, Spinner } from '@wordpress/components';
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { envelope as icon } from '@wordpress/icons';
import { buttonTemplate } from '../template';
import type { MailchimpAttributes, NotificationKind } from '../types';
import Controls from './controls';
import NotConnected from './not-connected';
import { useConnection } from './use-connection';
import { useGroups } from './use-groups';
import { useNotificationPreview } from './use-notification-preview';

const PREFIX = 'wp-block-jetpack-mailchimp';

const LABEL: Record< NotificationKind, keyof MailchimpAttributes > = {
	processing: 'processingLabel',
	success: 'successLabel',
	error: 'errorLabel',
};

export default function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< MailchimpAttributes > ) {
	const { preview, emailPlaceholder, consentText } = attributes;
	const { connection, rechecking, recheck } = useConnection( ! preview );
	const connected = preview || connection.status === 'connected';
	const groups = useGroups( ! preview && connection.status === 'connected' );
	const notification = useNotificationPreview();
	const template = useMemo( buttonTemplate, [] );
	const blockProps = useBlockProps( {
		className: notification.shown
			? `${ PREFIX }_notication-audition`
			: undefined,
	} );

	if ( ! connected ) {
		return (
			<div { ...blockProps }>
				{ connection.status === 'checking' ? (
					<Placeholder
						icon={ icon }
						label={ __( 'Mailchimp', 'blockpack' ) }
					>
						<Spinner />
					</Placeholder>
				) : (
					<NotConnected
						connection={ connection }
						rechecking={ rechecking }
						onRecheck={ recheck }
					/>
				) }
			</div>
		);
	}

	const shown = notification.shown;
	return (
		<>
			{ ! preview && (
				<Controls
					attributes={ attributes }
					setAttributes={ setAttributes }
					showNotification={ notification.show }
					hideNotification={ notification.hide }
					groups={ groups }
					connectUrl={ connection.connectUrl }
					rechecking={ rechecking }
					onRecheck={ recheck }
				/>
			) }
			<div { ...blockProps }>
				<p>
					<input
						type="email"
						className={ `${ PREFIX }_text-input` }
						aria-label={ emailPlaceholder }
						placeholder={ emailPlaceholder }
						title={ __(
							'You can edit the email placeholder in the sidebar.',
							'blockpack'
						) }
						disabled
					/>
				</p>
				<InnerBlocks template={ template } templateLock="all" />
				<RichText
					tagName="p"
					className={ `${ PREFIX }_consent-text` }
					aria-label={ __( 'Consent text', 'blockpack' ) }
					placeholder={ __( 'Write consent text', 'blockpack' ) }
					value={ consentText }
					onChange={ ( value: string ) =>
						setAttributes( { consentText: value } )
					}
				/>
				{ shown && (
					<div
						className={ `${ PREFIX }_notification ${ PREFIX }_${ shown } is-visible` }
						role={ shown === 'error' ? 'alert' : 'status' }
					>
						{ attributes[ LABEL[ shown ] ] as string }
					</div>
				) }
			</div>
		</>
	);
}

/**
 * The placeholder before a gallery shows: "Connect to Instagram" when the site has no
 * connection; else the site's accounts as a radio list with "Add a new account", and the
 * Connect button (a chosen account connects at once; a new one opens the popup). Adding an
 * account is an administrator's act: other users get the site's accounts only, and without any,
 * who to ask.
 */
import {
	Button,
	Notice,
	Placeholder,
	RadioControl,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { EditorNotice } from '../gallery';
import icon from '../icon';
import type { InstagramConnection } from '../types';

/** The radio value of "Add a new account". */
export const NEW_ACCOUNT = 'new-connection';

export interface ConnectPlaceholderProps {
	connections: InstagramConnection[];
	/** Whether the user may add an account (administrators). */
	canConnect: boolean;
	loadingConnections: boolean;
	connecting: boolean;
	notice: EditorNotice | null;
	/** Use a connection the site already has. */
	onChoose: ( connection: InstagramConnection ) => void;
	/** Open the connect popup. */
	onConnect: () => void;
}

/**
 * @param props                    The connections, the flow's state and its handlers.
 * @param props.connections
 * @param props.canConnect
 * @param props.loadingConnections
 * @param props.connecting
 * @param props.notice
 * @param props.onChoose
 * @param props.onConnect
 */
export default function ConnectPlaceholder( {
	connections,
	canConnect,
	loadingConnections,
	connecting,
	notice,
	onChoose,
	onConnect,
}: ConnectPlaceholderProps ) {
	const [ selected, setSelected ] = useState< string | undefined >();
	const hasConnections = connections.length > 0;
	// A choice that is no longer listed counts as none.
	const choice =
		( canConnect && selected === NEW_ACCOUNT ) ||
		connections.some( ( c ) => c.token === selected )
			? selected
			: undefined;

	const onClick = () => {
		const chosen = connections.find( ( c ) => c.token === choice );
		if ( hasConnections && chosen ) {
			onChoose( chosen );
			return;
		}
		if ( canConnect ) {
			onConnect();
		}
	};

	let label: string = __( 'Connect to Instagram', 'blockpack' );
	if ( connecting ) {
		label = __( 'Connecting…', 'blockpack' );
	} else if ( loadingConnections ) {
		label = __( 'Loading your connections…', 'blockpack' );
	}

	let instructions: string | undefined;
	if ( ! loadingConnections && ! hasConnections ) {
		instructions = canConnect
			? __(
					'Connect to Instagram to start sharing your images.',
					'blockpack'
				)
			: __(
					'Ask a site administrator to connect Instagram in Settings → Blockpack.',
					'blockpack'
				);
	}
	// Without an account to pick, there is nothing such a user can do here.
	const showButton = canConnect || loadingConnections || hasConnections;

	return (
		<Placeholder
			icon={ icon }
			label={ __( 'Latest Instagram Posts', 'blockpack' ) }
			instructions={ instructions }
			notices={
				notice ? (
					<Notice status="error" isDismissible={ false }>
						<p>{ notice.message }</p>
						{ notice.detail && <p>{ notice.detail }</p> }
					</Notice>
				) : undefined
			}
		>
			<div className="wp-block-jetpack-instagram-gallery__connect">
				{ hasConnections && (
					<RadioControl
						label={ __(
							'Select your Instagram account:',
							'blockpack'
						) }
						selected={ choice }
						options={ [
							...connections.map( ( c ) => ( {
								label: `@${ c.username }`,
								value: c.token,
							} ) ),
							...( canConnect
								? [
										{
											label: __(
												'Add a new account',
												'blockpack'
											),
											value: NEW_ACCOUNT,
										},
									]
								: [] ),
						] }
						onChange={ setSelected }
					/>
				) }
				{ choice === NEW_ACCOUNT && (
					<p className="wp-block-jetpack-instagram-gallery__new-account-instructions">
						{ __(
							'If you are currently logged in to Instagram on this device, you might need to log out of it first.',
							'blockpack'
						) }
					</p>
				) }
				{ showButton && (
					<Button
						variant="primary"
						__next40pxDefaultSize
						disabled={
							connecting ||
							loadingConnections ||
							( hasConnections && ! choice )
						}
						accessibleWhenDisabled
						onClick={ onClick }
					>
						{ label }
					</Button>
				) }
			</div>
		</Placeholder>
	);
}

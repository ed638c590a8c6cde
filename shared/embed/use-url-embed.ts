/**
 * The state of an embed block whose address may be a short link: the text in the address
 * form, whether the form is shown, whether a short link is being resolved by our server, and
 * whether the last address could not be embedded.
 */
import { useEffect, useState } from '@wordpress/element';
import { resolveRedirect } from './resolve-redirect';

export interface UrlEmbedOptions< T > {
	/** The block's stored address. */
	url?: string;
	/** Whether the stored attributes show an embed (else the address form shows). */
	embedded: boolean;
	/** What the block embeds from an address (an event id, a pin type…), or null when it cannot. */
	parse: ( address: string ) => T | null;
	/** Whether an address that cannot be embedded as it is may lead to one (a short link). */
	needsResolving: ( address: string ) => boolean;
	/** Stores an address that can be embedded, with what `parse` found in it. */
	onEmbed: ( url: string, parsed: T ) => void;
	/** Called when an address cannot be embedded, before the failure view shows. */
	onFail?: () => void;
}

export interface UrlEmbedState {
	/** The block's stored address. */
	url?: string;
	/** Whether the stored attributes show an embed. */
	embedded: boolean;
	/** The text in the address form. */
	input: string;
	setInput: ( value: string ) => void;
	/** Whether the address form is shown although an address is stored. */
	editing: boolean;
	setEditing: ( editing: boolean ) => void;
	/** Whether a short link is being resolved. */
	resolving: boolean;
	/** Whether the last address could not be embedded. */
	failed: boolean;
	/** Tries an address: as it is, else through its redirects when it may be a short link. */
	embed: ( address: string ) => Promise< void >;
	/** From the failure view back to the address form. */
	tryAgain: () => void;
}

/**
 * The address form's state and the embedding of an address. A block created with an address
 * that cannot be embedded as it is (a pasted short link) tries it once, on mount.
 *
 * @param options The stored address and how the block reads and stores one.
 * @return The state and actions.
 */
export function useUrlEmbed< T >(
	options: UrlEmbedOptions< T >
): UrlEmbedState {
	const { url, embedded, parse, needsResolving, onEmbed, onFail } = options;
	const [ editing, setEditing ] = useState( ! embedded );
	const [ input, setInput ] = useState( url ?? '' );
	const [ resolving, setResolving ] = useState( false );
	const [ failed, setFailed ] = useState( false );

	const embed = async ( address: string ) => {
		let finalUrl = address.trim();
		setFailed( false );
		if ( parse( finalUrl ) === null && needsResolving( finalUrl ) ) {
			setResolving( true );
			try {
				finalUrl = await resolveRedirect( finalUrl );
			} catch {
				finalUrl = '';
			}
			setResolving( false );
		}
		const parsed = parse( finalUrl );
		if ( parsed === null ) {
			onFail?.();
			setFailed( true );
			return;
		}
		onEmbed( finalUrl, parsed );
		setInput( finalUrl );
		setEditing( false );
	};

	useEffect( () => {
		if ( url && ! embedded ) {
			embed( url );
		}
		// Only once, for the address the block was created with.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	return {
		url,
		embedded,
		input,
		setInput,
		editing,
		setEditing,
		resolving,
		failed,
		embed,
		tryAgain: () => {
			setFailed( false );
			setEditing( true );
		},
	};
}

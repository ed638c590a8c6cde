/**
 * Video, for visitors: each site-hosted video PHP named (php/controls.php) trades the browser's
 * controls for a control layer over the bottom of its own box (the figure keeps its size): play
 * and pause, a seek slider (arrow keys, Page Up/Down, Home and End; its value read as "1:05 of
 * 3:20") over the track, the buffered part and the played part in the block's colours, the time,
 * mute and full screen. Without script the browser's own controls stay.
 *
 * The videos, their colours and the labels come only from what PHP printed for this script
 * (`@shared/view-settings`), never from the page's markup, which a contributor's Custom HTML can
 * forge. A video's average colour ("Match video") is read from a frame drawn on a small canvas;
 * a video from another site taints it, and the colours stay neutral.
 */
import {
	settingObject,
	settingString,
	viewSettings,
	type ViewSettings,
} from '@shared/view-settings';
import {
	averageColor,
	bufferedPercent,
	chooseColors,
	formatTime,
	needsAverage,
	seekTarget,
	type BarColors,
	type Rgb,
} from './controls';

const PREFIX = 'blockpack-video';
const ICONS = {
	play: 'M8 5v14l11-7z',
	pause: 'M6 5h4v14H6zm8 0h4v14h-4z',
	volume: 'M3 9v6h4l5 5V4L7 9zm13.5 3A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4z',
	muted: 'M3 9v6h4l5 5V4L7 9zm11 .4L15.4 8l2.6 2.6L20.6 8 22 9.4 19.4 12l2.6 2.6-1.4 1.4-2.6-2.6-2.6 2.6-1.4-1.4 2.6-2.6z',
	full: 'M5 5h5v2H7v3H5zm9 0h5v5h-2V7h-3zM5 14h2v3h3v2H5zm12 0h2v5h-5v-2h3z',
};

const settings = viewSettings( 'core/video' );
const labels = settingObject( settings, 'labels' );
const label = ( key: string ) => settingString( labels, key );

/**
 * A new element in a parent.
 *
 * @param tag    The element's name.
 * @param part   Its part of the layer (its class).
 * @param parent The parent.
 */
function add< K extends keyof HTMLElementTagNameMap >(
	tag: K,
	part: string,
	parent: HTMLElement
): HTMLElementTagNameMap[ K ] {
	const element = document.createElement( tag );
	element.className = `${ PREFIX }__${ part }`;
	parent.append( element );
	return element;
}

/**
 * Sets a button's name and icon (constant markup).
 *
 * @param button The button.
 * @param name   Its accessible name.
 * @param icon   Its icon's path.
 */
function setButton( button: HTMLButtonElement, name: string, icon: string ) {
	if ( button.firstChild && button.getAttribute( 'aria-label' ) === name ) {
		return;
	}
	button.setAttribute( 'aria-label', name );
	button.innerHTML = `<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="${ icon }"/></svg>`;
}

/**
 * A button in the layer.
 *
 * @param part    Its part of the layer.
 * @param parent  The layer.
 * @param onClick What it does.
 */
function addButton( part: string, parent: HTMLElement, onClick: () => void ) {
	const button = add( 'button', part, parent );
	button.type = 'button';
	button.addEventListener( 'click', onClick );
	return button;
}

/**
 * Paints the bar in its colours.
 *
 * @param box    The video's box.
 * @param colors The colours.
 */
function paint( box: HTMLElement, colors: BarColors ) {
	for ( const key of [ 'main', 'loaded', 'played' ] as const ) {
		box.style.setProperty( `--${ PREFIX }-${ key }`, colors[ key ] );
	}
}

/**
 * The video's average colour, from its current frame drawn small: null while the frame is blank,
 * false when it cannot be read (another site's video taints the canvas).
 *
 * @param video The video.
 */
function videoAverage( video: HTMLVideoElement ): Rgb | null | false {
	try {
		const canvas = document.createElement( 'canvas' );
		canvas.width = canvas.height = 16;
		const context = canvas.getContext( '2d' );
		if ( ! context ) {
			return false;
		}
		context.drawImage( video, 0, 0, 16, 16 );
		return averageColor( context.getImageData( 0, 0, 16, 16 ).data );
	} catch {
		return false;
	}
}

/**
 * Gives a video the control layer.
 *
 * @param video The video.
 * @param item  Its settings.
 */
function enhance( video: HTMLVideoElement, item: ViewSettings ) {
	const colors = settingObject( item, 'colors' );
	const saved = {
		main: settingString( colors, 'main' ),
		loaded: settingString( colors, 'loaded' ),
		played: settingString( colors, 'played' ),
	};
	const matchVideo = item.useAverageColor !== false;

	// The box: the video where it was, and the layer over its bottom.
	const box = document.createElement( 'div' );
	box.className = PREFIX;
	video.before( box );
	box.append( video );
	video.controls = false;
	paint( box, chooseColors( saved, matchVideo, null ) );

	const layer = add( 'div', 'controls', box );
	layer.setAttribute( 'role', 'group' );
	layer.setAttribute( 'aria-label', label( 'controls' ) );
	// A refused play() (the browser's autoplay rules) leaves the video paused, as shown.
	const toggle = () =>
		video.paused ? video.play().catch( () => undefined ) : video.pause();
	const play = addButton( 'play', layer, toggle );
	video.addEventListener( 'click', toggle );

	const bar = add( 'div', 'bar', layer );
	const loaded = add( 'div', 'loaded', bar );
	const played = add( 'div', 'played', bar );
	const seek = add( 'input', 'seek', bar );
	seek.type = 'range';
	seek.min = '0';
	seek.step = 'any';
	seek.value = '0';
	seek.setAttribute( 'aria-label', label( 'seek' ) );
	const time = add( 'span', 'time', layer );

	const mute = addButton( 'mute', layer, () => {
		video.muted = ! video.muted;
	} );
	const fullscreen = document.fullscreenEnabled
		? addButton( 'fullscreen', layer, () =>
				( document.fullscreenElement === box
					? document.exitFullscreen()
					: box.requestFullscreen()
				).catch( () => undefined )
			)
		: null;

	seek.addEventListener( 'input', () => {
		video.currentTime = Number( seek.value );
	} );
	seek.addEventListener( 'keydown', ( event ) => {
		const target = seekTarget(
			event.key,
			video.currentTime,
			video.duration
		);
		if ( target !== null ) {
			event.preventDefault();
			video.currentTime = target;
		}
	} );

	const update = () => {
		const duration = Number.isFinite( video.duration ) ? video.duration : 0;
		const current = video.currentTime;
		const ranges: Array< [ number, number ] > = [];
		for ( let i = 0; i < video.buffered.length; i++ ) {
			ranges.push( [
				video.buffered.start( i ),
				video.buffered.end( i ),
			] );
		}
		seek.max = String( duration );
		seek.value = String( current );
		const position = label( 'position' )
			.replace( '%1$s', formatTime( current ) )
			.replace( '%2$s', formatTime( duration ) );
		seek.setAttribute( 'aria-valuetext', position );
		time.textContent = `${ formatTime( current ) } / ${ formatTime( duration ) }`;
		played.style.width = `${ duration ? ( current / duration ) * 100 : 0 }%`;
		loaded.style.width = `${ bufferedPercent( ranges, current, duration ) }%`;
		box.classList.toggle( 'is-playing', ! video.paused );
		setButton(
			play,
			label( video.paused ? 'play' : 'pause' ),
			video.paused ? ICONS.play : ICONS.pause
		);
		setButton(
			mute,
			label( video.muted ? 'unmute' : 'mute' ),
			video.muted ? ICONS.muted : ICONS.volume
		);
		if ( fullscreen ) {
			setButton(
				fullscreen,
				label(
					document.fullscreenElement === box ? 'exit' : 'fullscreen'
				),
				ICONS.full
			);
		}
	};
	for ( const type of [
		'play',
		'pause',
		'timeupdate',
		'durationchange',
		'progress',
		'volumechange',
		'seeked',
	] ) {
		video.addEventListener( type, update );
	}
	document.addEventListener( 'fullscreenchange', update );
	update();

	// The frame's colours once one can be read: a browser may give a blank frame before the
	// video first plays. A frame that cannot be read (another site's video) stops the tries.
	if ( needsAverage( saved, matchVideo ) ) {
		const average = () => {
			const rgb = videoAverage( video );
			if ( rgb !== null ) {
				video.removeEventListener( 'loadeddata', average );
				video.removeEventListener( 'timeupdate', average );
			}
			if ( rgb ) {
				paint( box, chooseColors( saved, matchVideo, rgb ) );
			}
		};
		video.addEventListener( 'loadeddata', average );
		video.addEventListener( 'timeupdate', average );
		if ( video.readyState >= 2 ) {
			average();
		}
	}
}

/** Gives each video PHP named the layer. */
function start() {
	for ( const key of Object.keys( settings ) ) {
		const video = key.startsWith( `${ PREFIX }-` )
			? document.getElementById( key )
			: null;
		if (
			video instanceof HTMLVideoElement &&
			! video.closest( `.${ PREFIX }` )
		) {
			enhance( video, settingObject( settings, key ) );
		}
	}
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', start );
} else {
	start();
}

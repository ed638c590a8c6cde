<?php
/**
 * The social icons widget, under Jetpack's id base (`jetpack_widget_social_icons`) so that sites
 * moving from Jetpack keep theirs: visitors see a list of icon links, the classic widgets screen
 * gets a simple form, and the block widgets editor can read the instance (`instance.raw`) to
 * convert it into core social-link blocks (see transform.ts).
 *
 * @package Blockpack
 */

namespace Blockpack\Extended_Blocks\Social_Icons_Widget;

defined( 'ABSPATH' ) || exit;

/** The widget's id base, the same as Jetpack's. */
const ID_BASE = 'jetpack_widget_social_icons';

/** The icon sizes the widget offers, and the core/social-links class for each. */
const SIZES = array(
	'small'  => 'has-small-icon-size',
	'medium' => 'has-normal-icon-size',
	'large'  => 'has-large-icon-size',
);

/** Schemes a social link may use; anything else (`javascript:`, `data:`…) is dropped. */
const PROTOCOLS = array( 'http', 'https', 'mailto', 'skype' );

/**
 * The host table shared with the editor script: core social-link service => domains.
 *
 * @return array<string, string[]>
 */
function service_hosts() {
	static $hosts = null;
	if ( null === $hosts ) {
		$json  = file_get_contents( __DIR__ . '/services.json' ); // file_get_contents(): a local file.
		$hosts = is_string( $json ) ? json_decode( $json, true ) : array();
		$hosts = is_array( $hosts ) ? $hosts : array();
	}
	return $hosts;
}

/**
 * A stored URL made safe to print, or '' when it is not a link a visitor can safely follow.
 * Bare e-mail addresses become `mailto:` links and bare hosts `https://` ones, as in the editor.
 *
 * @param mixed $raw The stored value.
 * @return string
 */
function sanitize_url( $raw ) {
	if ( ! is_string( $raw ) ) {
		return '';
	}
	$url = trim( $raw );
	if ( '' === $url ) {
		return '';
	}
	if ( is_email( $url ) ) {
		$url = 'mailto:' . $url;
	} elseif ( str_starts_with( $url, '//' ) ) {
		$url = 'https:' . $url;
	} elseif ( preg_match( '#^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}(?::\d+)?(?:[/?\#]|$)#i', $url ) ) {
		$url = 'https://' . $url;
	}
	$scheme = strtolower( (string) wp_parse_url( $url, PHP_URL_SCHEME ) );
	if ( ! in_array( $scheme, PROTOCOLS, true ) ) {
		return '';
	}
	if ( in_array( $scheme, array( 'http', 'https' ), true ) && '' === (string) wp_parse_url( $url, PHP_URL_HOST ) ) {
		return '';
	}
	if ( 'mailto' === $scheme && ! str_contains( $url, '@' ) ) {
		return '';
	}
	return esc_url_raw( $url, PROTOCOLS );
}

/**
 * Whether a host is the domain or one of its subdomains (lookalikes such as
 * `facebook.com.evil.example` or `notfacebook.com` are not).
 *
 * @param string $host   A URL's host.
 * @param string $domain A domain from the table.
 * @return bool
 */
function host_matches( $host, $domain ) {
	$host = rtrim( strtolower( $host ), '.' );
	return $host === $domain || str_ends_with( $host, '.' . $domain );
}

/**
 * The core social-link service for a sanitized URL: `mail` for e-mail, `skype` for Skype, the
 * service whose domain the host belongs to, else `chain`.
 *
 * @param string $url A URL returned by sanitize_url().
 * @return string
 */
function guess_service( $url ) {
	$scheme = strtolower( (string) wp_parse_url( $url, PHP_URL_SCHEME ) );
	if ( 'mailto' === $scheme ) {
		return 'mail';
	}
	if ( 'skype' === $scheme ) {
		return 'skype';
	}
	$host = (string) wp_parse_url( $url, PHP_URL_HOST );
	foreach ( service_hosts() as $service => $domains ) {
		foreach ( (array) $domains as $domain ) {
			if ( host_matches( $host, $domain ) ) {
				return $service;
			}
		}
	}
	return 'chain';
}

/**
 * The accessible name of a link: the service's name as core/social-link gives it, or the host
 * of a plain link.
 *
 * @param string $service The service.
 * @param string $url     The URL.
 * @return string
 */
function link_label( $service, $url ) {
	if ( 'chain' === $service ) {
		$host = (string) wp_parse_url( $url, PHP_URL_HOST );
		if ( '' !== $host ) {
			return preg_replace( '/^www\./i', '', $host );
		}
	}
	if ( function_exists( 'block_core_social_link_get_name' ) ) {
		return block_core_social_link_get_name( $service );
	}
	return ucfirst( $service );
}

/**
 * The URLs of an instance's icons, in order, from either shape the widget receives: `icons`
 * (a list of `{ url }`, as saved and as the REST API sends it) or `url-icons` (the form's
 * textarea, one URL per line, or a list of URLs as Jetpack's form posted them).
 *
 * @param array $instance Widget settings.
 * @return string[] Sanitized, non-empty URLs.
 */
function instance_urls( $instance ) {
	$raw = array();
	if ( isset( $instance['url-icons'] ) ) {
		$raw = is_array( $instance['url-icons'] )
			? $instance['url-icons']
			: preg_split( '/\R/', (string) $instance['url-icons'] );
	} elseif ( isset( $instance['icons'] ) && is_array( $instance['icons'] ) ) {
		foreach ( $instance['icons'] as $icon ) {
			$raw[] = is_array( $icon ) && isset( $icon['url'] ) ? $icon['url'] : '';
		}
	}
	$urls = array();
	foreach ( $raw as $value ) {
		$url = sanitize_url( $value );
		if ( '' !== $url ) {
			$urls[] = $url;
		}
	}
	return $urls;
}

/**
 * The social icons widget.
 */
class Widget extends \WP_Widget {

	/**
	 * Sets the widget up under Jetpack's id base, with its instance readable over REST.
	 */
	public function __construct() {
		parent::__construct(
			ID_BASE,
			__( 'Social Icons', 'blockpack' ),
			array(
				'classname'                   => 'jetpack_widget_social_icons',
				'description'                 => __( 'Add social-media icons to your site.', 'blockpack' ),
				'customize_selective_refresh' => true,
				'show_instance_in_rest'       => true,
			)
		);
	}

	/**
	 * The saved settings with defaults and known values only.
	 *
	 * @param array $instance Saved settings.
	 * @return array{title: string, icon-size: string, new-tab: bool, icons: array<int, array{url: string}>}
	 */
	public static function normalize( $instance ) {
		$instance = is_array( $instance ) ? $instance : array();
		$size     = isset( $instance['icon-size'] ) && is_string( $instance['icon-size'] ) && isset( SIZES[ $instance['icon-size'] ] )
			? $instance['icon-size']
			: 'medium';
		$new_tab  = isset( $instance['new-tab'] ) && in_array( $instance['new-tab'], array( true, 1, '1', 'on' ), true );
		$icons    = array();
		foreach ( instance_urls( $instance ) as $url ) {
			$icons[] = array( 'url' => $url );
		}
		return array(
			'title'     => isset( $instance['title'] ) && is_string( $instance['title'] ) ? $instance['title'] : '',
			'icon-size' => $size,
			'new-tab'   => $new_tab,
			'icons'     => $icons,
		);
	}

	/**
	 * Prints the widget for visitors: the title, then a list of icon links.
	 *
	 * @param array $args     Sidebar arguments.
	 * @param array $instance Saved settings.
	 */
	public function widget( $args, $instance ) {
		$instance = self::normalize( $instance );
		/** This filter is documented in wp-includes/widgets/class-wp-widget-pages.php */
		$title = apply_filters( 'widget_title', $instance['title'], $instance, $this->id_base );

		echo $args['before_widget']; // Printed as is: the theme's markup.
		if ( '' !== (string) $title ) {
			echo $args['before_title'] . esc_html( $title ) . $args['after_title']; // Printed as is: the theme's markup.
		}
		if ( $instance['icons'] ) {
			// Core's social-links styles, only on pages that show the widget.
			if ( wp_style_is( 'wp-block-social-links', 'registered' ) ) {
				wp_enqueue_style( 'wp-block-social-links' );
			}
			printf(
				'<ul class="wp-block-social-links %s blockpack-social-icons-widget">',
				esc_attr( SIZES[ $instance['icon-size'] ] )
			);
			foreach ( $instance['icons'] as $icon ) {
				$service = guess_service( $icon['url'] );
				$icon_svg = function_exists( 'block_core_social_link_get_icon' )
					? block_core_social_link_get_icon( $service )
					: '';
				printf(
					'<li class="wp-social-link wp-social-link-%1$s wp-block-social-link"><a href="%2$s" class="wp-block-social-link-anchor"%3$s>%4$s<span class="wp-block-social-link-label screen-reader-text">%5$s</span></a></li>',
					esc_attr( $service ),
					esc_url( $icon['url'], PROTOCOLS ),
					$instance['new-tab'] ? ' target="_blank" rel="noopener"' : '',
					$icon_svg, // Printed as is: Core's own SVG markup.
					esc_html( link_label( $service, $icon['url'] ) )
				);
			}
			echo '</ul>';
		}
		echo $args['after_widget']; // Printed as is: the theme's markup.
	}

	/**
	 * Keeps known settings only: a plain-text title, a known size, a boolean new-tab flag and
	 * safe URLs.
	 *
	 * @param array $new_instance Submitted settings (the form, or `instance.raw` over REST).
	 * @param array $old_instance Previous settings.
	 * @return array
	 */
	public function update( $new_instance, $old_instance ) {
		$instance          = self::normalize( $new_instance );
		$instance['title'] = sanitize_text_field( $instance['title'] );
		return $instance;
	}

	/**
	 * The classic widgets screen's form.
	 *
	 * @param array $instance Saved settings.
	 * @return string
	 */
	public function form( $instance ) {
		$instance = self::normalize( $instance );
		$sizes    = array(
			'small'  => __( 'Small', 'blockpack' ),
			'medium' => __( 'Medium', 'blockpack' ),
			'large'  => __( 'Large', 'blockpack' ),
		);
		$urls     = implode( "\n", wp_list_pluck( $instance['icons'], 'url' ) );
		?>
		<p>
			<label for="<?php echo esc_attr( $this->get_field_id( 'title' ) ); ?>"><?php esc_html_e( 'Title:', 'blockpack' ); ?></label>
			<input class="widefat" type="text" id="<?php echo esc_attr( $this->get_field_id( 'title' ) ); ?>" name="<?php echo esc_attr( $this->get_field_name( 'title' ) ); ?>" value="<?php echo esc_attr( $instance['title'] ); ?>" />
		</p>
		<p>
			<label for="<?php echo esc_attr( $this->get_field_id( 'icon-size' ) ); ?>"><?php esc_html_e( 'Size:', 'blockpack' ); ?></label>
			<select class="widefat" id="<?php echo esc_attr( $this->get_field_id( 'icon-size' ) ); ?>" name="<?php echo esc_attr( $this->get_field_name( 'icon-size' ) ); ?>">
				<?php foreach ( $sizes as $value => $label ) : ?>
					<option value="<?php echo esc_attr( $value ); ?>" <?php selected( $value, $instance['icon-size'] ); ?>><?php echo esc_html( $label ); ?></option>
				<?php endforeach; ?>
			</select>
		</p>
		<p>
			<label for="<?php echo esc_attr( $this->get_field_id( 'url-icons' ) ); ?>"><?php esc_html_e( 'Account URLs, one per line:', 'blockpack' ); ?></label>
			<textarea class="widefat" rows="5" id="<?php echo esc_attr( $this->get_field_id( 'url-icons' ) ); ?>" name="<?php echo esc_attr( $this->get_field_name( 'url-icons' ) ); ?>"><?php echo esc_textarea( $urls ); ?></textarea>
		</p>
		<p>
			<input type="checkbox" class="checkbox" id="<?php echo esc_attr( $this->get_field_id( 'new-tab' ) ); ?>" name="<?php echo esc_attr( $this->get_field_name( 'new-tab' ) ); ?>" value="1" <?php checked( $instance['new-tab'] ); ?> />
			<label for="<?php echo esc_attr( $this->get_field_id( 'new-tab' ) ); ?>"><?php esc_html_e( 'Open link in a new tab', 'blockpack' ); ?></label>
		</p>
		<?php
		return '';
	}
}

/**
 * Registers the widget, unless Jetpack's own is loaded.
 */
function register() {
	if ( class_exists( 'Jetpack_Widget_Social_Icons', false ) ) {
		return;
	}
	register_widget( Widget::class );
}
add_action( 'widgets_init', __NAMESPACE__ . '\register' );

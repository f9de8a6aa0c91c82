/**
 * What an uploaded SVG may hold (svg-check.ts applies it): the elements that draw, the attributes that say how,
 * and the style functions that compute a value without loading anything. Everything else is refused, so a new
 * or odd part of the web never gets in by not being thought of. Elements left out on purpose: script,
 * foreignObject (a web page inside the picture), SVG fonts, cursor, color-profile and tref (they load other
 * files), animateColor and discard; attributes left out: event handlers, target, ping, download,
 * crossorigin, xml:base and the editors' own (inkscape:, sodipodi:, serif:).
 */

const words = (list: string) => new Set(list.trim().split(/\s+/));

/** Elements of the SVG namespace that may be published (names as XML has them: case counts). */
export const SVG_ELEMENTS = words(`
  svg g defs symbol use switch view a title desc metadata style
  path rect circle ellipse line polyline polygon image text tspan textPath
  linearGradient radialGradient stop pattern marker clipPath mask
  filter feBlend feColorMatrix feComponentTransfer feComposite feConvolveMatrix feDiffuseLighting
  feDisplacementMap feDistantLight feDropShadow feFlood feFuncA feFuncB feFuncG feFuncR feGaussianBlur
  feImage feMerge feMergeNode feMorphology feOffset fePointLight feSpecularLighting feSpotLight feTile
  feTurbulence
  animate animateMotion animateTransform set mpath
`);

/**
 * Attributes whose value a browser reads as CSS (the presentation attributes and `style`), and those of an
 * animation, which set one: their values pass the style check too.
 */
export const CSS_VALUED = words(`
  style transform gradientTransform patternTransform values from to by
  alignment-baseline baseline-shift clip clip-path clip-rule color color-interpolation
  color-interpolation-filters color-rendering cursor direction display dominant-baseline enable-background
  fill fill-opacity fill-rule filter flood-color flood-opacity font font-family font-size font-size-adjust
  font-stretch font-style font-variant font-weight glyph-orientation-horizontal glyph-orientation-vertical
  image-rendering isolation kerning letter-spacing lighting-color marker-end marker-mid marker-start mask
  mask-type mix-blend-mode opacity overflow paint-order pointer-events shape-rendering stop-color
  stop-opacity stroke stroke-dasharray stroke-dashoffset stroke-linecap stroke-linejoin stroke-miterlimit
  stroke-opacity stroke-width text-anchor text-decoration text-overflow text-rendering transform-box
  transform-origin unicode-bidi vector-effect visibility white-space word-spacing writing-mode
`);

/** Attributes without a namespace that may be published, besides aria-* and data-* (which only label). */
export const SVG_ATTRIBUTES = new Set([
  ...CSS_VALUED,
  ...words(`
    id class lang tabindex role focusable title type media href
    version baseProfile x y width height viewBox preserveAspectRatio zoomAndPan
    requiredExtensions requiredFeatures systemLanguage externalResourcesRequired
    cx cy r rx ry x1 x2 y1 y2 d points pathLength
    gradientUnits spreadMethod fx fy fr offset
    patternUnits patternContentUnits markerUnits markerWidth markerHeight refX refY orient
    clipPathUnits maskUnits maskContentUnits
    dx dy rotate textLength lengthAdjust startOffset method spacing side path
    filterUnits primitiveUnits filterRes in in2 result mode tableValues slope intercept amplitude exponent
    operator k1 k2 k3 k4 order kernelMatrix divisor bias targetX targetY edgeMode kernelUnitLength
    preserveAlpha surfaceScale diffuseConstant specularConstant specularExponent scale xChannelSelector
    yChannelSelector stdDeviation radius baseFrequency numOctaves seed stitchTiles azimuth elevation
    pointsAtX pointsAtY pointsAtZ limitingConeAngle z
    attributeName attributeType begin dur end min max restart repeatCount repeatDur calcMode keyTimes
    keySplines keyPoints additive accumulate origin
  `),
]);

/** Attributes of the XML namespace that only say how text is written: xml:space, xml:lang. */
export const XML_ATTRIBUTES = words('space lang');

/**
 * CSS functions (in small letters) that compute a colour, a length, a shape or a transform, or pick elements
 * in a style sheet's selector; none loads an address. url() is taken only as url(#id), checked apart.
 */
export const CSS_FUNCTIONS = words(`
  url rgb rgba hsl hsla hwb lab lch oklab oklch color color-mix light-dark
  calc min max clamp var
  matrix matrix3d translate translatex translatey translatez translate3d scale scalex scaley scalez scale3d
  rotate rotatex rotatey rotatez rotate3d skew skewx skewy perspective
  blur brightness contrast drop-shadow grayscale hue-rotate invert opacity saturate sepia
  linear-gradient radial-gradient conic-gradient repeating-linear-gradient repeating-radial-gradient
  repeating-conic-gradient
  cubic-bezier steps linear local path circle ellipse inset polygon rect xywh
  not is where has nth-child nth-last-child nth-of-type nth-last-of-type lang dir
`);

import { domAnimation } from 'framer-motion';

// Loaded on demand by `MotionProvider`, so the animation features stay out of first-load JS.
export default domAnimation;

/** The readable tone tags live in the kit (every section's state tags use them). */
export { ToneTag, type Tone } from "../../../kit/ToneTag";

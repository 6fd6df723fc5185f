import type { ReactNode } from 'react';
import type { EmotionCache } from '@emotion/react';
import * as serverFrame from './ServerFrame';

type AppFrameProps = { emotionCache?: EmotionCache; children: ReactNode };

/**
 * The frame pages/_app.tsx renders every page in: MUI's (emotion cache, theme, baseline styles, ServerFrame.tsx) on
 * the server only, nothing in the browser. Next's compiler makes `typeof window` a constant in the browser's build,
 * which drops the branch and ServerFrame's module with it: the app hydrates without MUI, and what renders MUI there
 * brings its own frame (MuiFrame.tsx).
 */
export const AppFrame = typeof window === 'undefined' ? serverFrame.ServerFrame : ({ children }: AppFrameProps) => children;

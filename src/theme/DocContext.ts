// What MDX components need to know about the page they are on.
import { createContext, useContext } from 'react';
import type { SidebarItem } from '../shared/types.js';

export interface DocContextValue {
  sidebar?: SidebarItem[];
  permalink: string;
}

export const DocContext = createContext<DocContextValue>({ permalink: '/' });
export const useDocContext = () => useContext(DocContext);

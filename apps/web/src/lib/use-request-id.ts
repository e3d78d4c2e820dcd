import { useState } from 'react';
import { createRequestIdKeeper, type TRequestIdKeeper } from './request-id.ts';

/** A request-id keeper that lives as long as the form that submits (see createRequestIdKeeper). */
export const useRequestId = (): TRequestIdKeeper => useState(() => createRequestIdKeeper())[0];

// expect: none (CWE-400 safe)
// note: frame length read from the socket is rejected when negative or above MAX_FRAME before the buffer is allocated
package com.realtime.protocol;

import java.io.DataInputStream;
import java.io.IOException;

public class FrameDecoder {
    private static final int MAX_FRAME = 64 * 1024;

    public byte[] readFrame(DataInputStream in) throws IOException {
        int length = in.readInt();
        if (length < 0 || length > MAX_FRAME) {
            throw new IOException("frame too large: " + length);
        }
        byte[] frame = new byte[length];
        in.readFully(frame);
        return frame;
    }
}

// expect: none (CWE-400 safe)
// note: length prefix validated against MAX_FRAME before allocation; oversized frames close the connection
package com.iotgrid.protocol;

import java.io.DataInputStream;
import java.io.IOException;
import java.net.Socket;

public class BinaryFrameReader {

    private static final int MAX_FRAME = 64 * 1024;

    public byte[] readFrame(Socket socket) throws IOException {
        DataInputStream in = new DataInputStream(socket.getInputStream());
        int len = in.readInt();
        if (len < 0 || len > MAX_FRAME) {
            socket.close();
            throw new IOException("frame too large");
        }
        byte[] frame = new byte[len];
        in.readFully(frame);
        return frame;
    }
}

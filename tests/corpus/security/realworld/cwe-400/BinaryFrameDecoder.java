// expect: CWE-400 @ 14
// note: socket protocol reads a 4-byte length prefix and allocates new byte[len] for the frame
package com.iotgrid.protocol;

import java.io.DataInputStream;
import java.io.IOException;
import java.net.Socket;

public class BinaryFrameDecoder {

    public byte[] readFrame(Socket socket) throws IOException {
        DataInputStream in = new DataInputStream(socket.getInputStream());
        int len = in.readInt();
        byte[] frame = new byte[len];
        in.readFully(frame);
        return frame;
    }
}

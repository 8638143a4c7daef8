// expect: none (CWE-502 safe)
// note: socket bytes deserialised through ObjectInputStream subclass whose resolveClass allows only ClusterState and java.lang types
package com.cluster.gossip;

import java.io.IOException;
import java.io.InputStream;
import java.io.InvalidClassException;
import java.io.ObjectInputStream;
import java.io.ObjectStreamClass;
import java.net.Socket;
import java.util.Set;

public class ClusterStateReceiver {
    private static final Set<String> ALLOWED = Set.of(ClusterState.class.getName(), "java.lang.String", "java.lang.Long", "java.lang.Number");

    public ClusterState receive(Socket peer) throws IOException, ClassNotFoundException {
        try (ObjectInputStream in = new AllowListObjectInputStream(peer.getInputStream())) {
            return (ClusterState) in.readObject();
        }
    }

    private static final class AllowListObjectInputStream extends ObjectInputStream {
        AllowListObjectInputStream(InputStream in) throws IOException {
            super(in);
        }

        @Override
        protected Class<?> resolveClass(ObjectStreamClass desc) throws IOException, ClassNotFoundException {
            if (!ALLOWED.contains(desc.getName())) {
                throw new InvalidClassException(desc.getName(), "not allowed");
            }
            return super.resolveClass(desc);
        }
    }
}

class ClusterState implements java.io.Serializable {
    private static final long serialVersionUID = 7L;
    String leader;
    Long term;
}

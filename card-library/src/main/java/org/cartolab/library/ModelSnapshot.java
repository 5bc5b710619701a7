package org.cartolab.library;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A compact binary image of an immutable model graph (records, enums, lists, sets, optionals, strings, numbers), so
 * that the shipped libraries load without parsing: a record is its type and components in declaration order, rebuilt
 * through its canonical constructor. A record, list, set or optional met twice is written once and read back as one
 * instance, so the image keeps the compiler's sharing exactly (the engine keys some caches by identity, e.g. a scoring
 * card's compiled form).
 */
final class ModelSnapshot {

    private static final int NULL = 0;
    private static final int STRING = 1;
    private static final int INT = 2;
    private static final int TRUE = 3;
    private static final int FALSE = 4;
    private static final int CHAR = 5;
    private static final int EMPTY = 6;
    private static final int PRESENT = 7;
    private static final int LIST = 8;
    private static final int ENUM = 9;
    private static final int RECORD = 10;
    private static final int SHARED = 11;
    private static final int LONG = 12;
    private static final int SET = 13;

    private ModelSnapshot() {
    }

    static byte[] write(Object root) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            new Writer(out).value(root);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }

    /**
     * @throws IllegalStateException if the image does not fit the classes on the class path (a stale image)
     */
    static Object read(byte[] image) {
        try (DataInputStream in = new DataInputStream(new ByteArrayInputStream(image))) {
            return new Reader(in).value();
        } catch (IOException | ReflectiveOperationException | ClassCastException | IllegalArgumentException e) {
            throw new IllegalStateException("The model image does not fit this build: " + e, e);
        }
    }

    private static final class Writer {

        private final DataOutputStream out;
        private final Map<Object, Integer> records = new IdentityHashMap<>();
        private final Map<String, Integer> types = new HashMap<>();

        Writer(DataOutputStream out) {
            this.out = out;
        }

        void value(Object value) throws IOException {
            if (value == null) {
                out.writeByte(NULL);
            } else if (value instanceof String text) {
                out.writeByte(STRING);
                out.writeUTF(text);
            } else if (value instanceof Integer number) {
                out.writeByte(INT);
                out.writeInt(number);
            } else if (value instanceof Long number) {
                out.writeByte(LONG);
                out.writeLong(number);
            } else if (value instanceof Boolean flag) {
                out.writeByte(flag ? TRUE : FALSE);
            } else if (value instanceof Character c) {
                out.writeByte(CHAR);
                out.writeChar(c);
            } else if (value instanceof Enum<?> constant) {
                out.writeByte(ENUM);
                type(constant.getDeclaringClass());
                out.writeUTF(constant.name());
            } else if (value instanceof Optional<?> || value instanceof List<?> || value instanceof Set<?>
                    || value.getClass().isRecord()) {
                shared(value);
            } else {
                throw new IllegalArgumentException("A model image holds records, enums, lists, sets, optionals, "
                        + "strings and numbers, not " + value.getClass().getName());
            }
        }

        /** A record or a collection: written once, then referred to, as the compiler shares lists too. */
        private void shared(Object value) throws IOException {
            Integer seen = records.get(value);
            if (seen != null) {
                out.writeByte(SHARED);
                out.writeInt(seen);
                return;
            }
            if (value instanceof Optional<?> optional) {
                out.writeByte(optional.isPresent() ? PRESENT : EMPTY);
                if (optional.isPresent()) {
                    value(optional.get());
                }
            } else if (value instanceof List<?> list) {
                out.writeByte(LIST);
                out.writeInt(list.size());
                for (Object item : list) {
                    value(item);
                }
            } else if (value instanceof Set<?> set) {
                // Sorted, so the image's bytes do not depend on a set's iteration order (which varies by JVM run).
                out.writeByte(SET);
                out.writeInt(set.size());
                for (Object item : set.stream().map(item -> (Comparable<?>) item).sorted().toList()) {
                    value(item);
                }
            } else {
                out.writeByte(RECORD);
                type(value.getClass());
                for (RecordComponent component : value.getClass().getRecordComponents()) {
                    try {
                        value(component.getAccessor().invoke(value));
                    } catch (IllegalAccessException | InvocationTargetException e) {
                        throw new IllegalStateException("cannot read " + component, e);
                    }
                }
            }
            // Numbered once complete, as the reader can only number it once it is built.
            records.put(value, records.size());
        }

        private void type(Class<?> type) throws IOException {
            Integer known = types.get(type.getName());
            if (known != null) {
                out.writeInt(known);
                return;
            }
            out.writeInt(-1);
            out.writeUTF(type.getName());
            types.put(type.getName(), types.size());
        }
    }

    private static final class Reader {

        private final DataInputStream in;
        private final List<Object> records = new ArrayList<>();
        private final List<Class<?>> types = new ArrayList<>();
        private final Map<Class<?>, Constructor<?>> constructors = new HashMap<>();

        Reader(DataInputStream in) {
            this.in = in;
        }

        Object value() throws IOException, ReflectiveOperationException {
            int tag = in.readByte();
            return switch (tag) {
                case NULL -> null;
                case STRING -> in.readUTF();
                case INT -> in.readInt();
                case LONG -> in.readLong();
                case TRUE -> Boolean.TRUE;
                case FALSE -> Boolean.FALSE;
                case CHAR -> in.readChar();
                case EMPTY -> built(Optional.empty());
                case PRESENT -> built(Optional.of(value()));
                case LIST -> built(list());
                case SET -> built(Set.copyOf(list()));
                case ENUM -> enumConstant();
                case RECORD -> record();
                case SHARED -> records.get(in.readInt());
                default -> throw new IllegalArgumentException("unknown tag " + tag);
            };
        }

        /** The items of a list or set (not numbered: the caller numbers what it builds of them). */
        private List<Object> list() throws IOException, ReflectiveOperationException {
            int size = in.readInt();
            Object[] items = new Object[size];
            for (int i = 0; i < size; i++) {
                items[i] = value();
            }
            return List.of(items);
        }

        @SuppressWarnings({"unchecked", "rawtypes"})
        private Object enumConstant() throws IOException, ClassNotFoundException {
            Class type = type();
            return Enum.valueOf(type, in.readUTF());
        }

        private Object record() throws IOException, ReflectiveOperationException {
            Class<?> type = type();
            Constructor<?> constructor = constructors.get(type);
            if (constructor == null) {
                RecordComponent[] components = type.getRecordComponents();
                Class<?>[] parameters = new Class<?>[components.length];
                for (int i = 0; i < components.length; i++) {
                    parameters[i] = components[i].getType();
                }
                constructor = type.getDeclaredConstructor(parameters);
                constructor.setAccessible(true);
                constructors.put(type, constructor);
            }
            Object[] arguments = new Object[constructor.getParameterCount()];
            for (int i = 0; i < arguments.length; i++) {
                arguments[i] = value();
            }
            return built(constructor.newInstance(arguments));
        }

        /** Numbers a record or collection once built, as the writer numbered it once written. */
        private Object built(Object value) {
            records.add(value);
            return value;
        }

        private Class<?> type() throws IOException, ClassNotFoundException {
            int known = in.readInt();
            if (known >= 0) {
                return types.get(known);
            }
            Class<?> type = Class.forName(in.readUTF(), false, ModelSnapshot.class.getClassLoader());
            types.add(type);
            return type;
        }
    }
}
